#!/usr/bin/env python3
"""Solves constraint systems with kiwisolver (Cassowary in C++, PyPI) for the differential test.

Reads JSON {"systems": [{"variables": N, "constraints": [{"terms": [[var, coeff], ...],
"constant": c, "op": "==" | "<=" | ">=", "priority": p}]}]} (each constraint reads
Σ coeff × var + constant OP 0), writes {"values": [[v0, v1, ...], ...]}.

Priorities map to kiwi strengths: 1000 → required, 750 → strong, 500 → medium, 250 → weak.
The test keeps fewer than a thousand optional constraints per level, where kiwi's summed
strengths and UIKit's strict priority order agree.
Exit 77 when kiwisolver is not installed (the test then says it skipped).
"""
import json
import sys

try:
    import kiwisolver as kiwi
except ImportError:
    sys.stderr.write("kiwisolver is not installed (pip install kiwisolver)\n")
    sys.exit(77)

STRENGTHS = {1000: kiwi.strength.required, 750: kiwi.strength.strong, 500: kiwi.strength.medium, 250: kiwi.strength.weak}


def solve(system):
    solver = kiwi.Solver()
    variables = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
    for c in system["constraints"]:
        expression = c["constant"]
        for index, coefficient in c["terms"]:
            expression = expression + variables[index] * coefficient
        op = c["op"]
        if op == "==":
            constraint = expression == 0
        elif op == "<=":
            constraint = expression <= 0
        else:
            constraint = expression >= 0
        solver.addConstraint(constraint | STRENGTHS[c["priority"]])
    solver.updateVariables()
    return [v.value() for v in variables]


def main():
    with open(sys.argv[1]) as handle:
        systems = json.load(handle)["systems"]
    with open(sys.argv[2], "w") as handle:
        json.dump({"values": [solve(s) for s in systems]}, handle)


if __name__ == "__main__":
    main()
