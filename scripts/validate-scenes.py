#!/usr/bin/env python3
"""Validate insetlab scene files against the scene JSON Schema, the way an editor does.

    scripts/validate-scenes.py Schemas/scene.schema.json scenes/feed.yaml [more.yaml ...]

Prints one line per file, in the order given:

    scenes/feed.yaml: valid
    scenes/bad.yaml: invalid: 'UILable' is not valid under any of the given schemas (at root.view.subviews[1])
    scenes/broken.yaml: yaml-error: mapping values are not allowed here (line 4, column 7)

Exit status: 0 when every file is valid, 1 when any is not, 2 for a usage error or a missing
dependency (python3 -m pip install jsonschema pyyaml).

YAML is read as YAML 1.2 with the core schema, as insetlab and yaml-language-server read it:
only true/false (any case of the first letter or all caps) are booleans, so `yes`, `on` and
`off` are strings; `012` is the integer 12; mapping keys are their text. PyYAML's default
resolver is YAML 1.1, which would turn `isTranslucent: yes` into true and hide the error insetlab
reports.
"""

import json
import re
import sys

try:
    import jsonschema
    import yaml
except ImportError as error:  # pragma: no cover - reported to the caller
    print(f"validate-scenes: missing dependency: {error.name} (python3 -m pip install jsonschema pyyaml)", file=sys.stderr)
    sys.exit(2)


class CoreSchemaLoader(yaml.SafeLoader):
    """SafeLoader with YAML 1.2 core-schema scalars instead of YAML 1.1's."""


CoreSchemaLoader.yaml_implicit_resolvers = {}
_RESOLVERS = [
    ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", list("~nN") + [""]),
    ("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", list("tTfF")),
    ("tag:yaml.org,2002:int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", list("-+0123456789")),
    (
        "tag:yaml.org,2002:float",
        r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$",
        list("-+.0123456789"),
    ),
    ("tag:yaml.org,2002:merge", r"^(?:<<)$", ["<"]),
]
for _tag, _pattern, _first in _RESOLVERS:
    CoreSchemaLoader.add_implicit_resolver(_tag, re.compile(_pattern), _first)


def _construct_int(loader, node):
    text = loader.construct_scalar(node)
    if text.startswith("0o"):
        return int(text[2:], 8)
    if text.startswith("0x"):
        return int(text[2:], 16)
    return int(text, 10)


def _construct_float(loader, node):
    text = loader.construct_scalar(node)
    lowered = text.lower()
    if lowered.endswith(".inf"):
        return float("-inf") if text.startswith("-") else float("inf")
    if lowered == ".nan":
        return float("nan")
    return float(text)


def _construct_mapping(loader, node):
    """Keys are their text (`true:` is the key "true"), as insetlab reads them."""
    loader.flatten_mapping(node)
    mapping = {}
    for key_node, value_node in node.value:
        if isinstance(key_node, yaml.ScalarNode):
            key = key_node.value
        else:
            key = json.dumps(loader.construct_object(key_node, deep=True), default=str)
        mapping[key] = loader.construct_object(value_node, deep=True)
    return mapping


CoreSchemaLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)
CoreSchemaLoader.add_constructor("tag:yaml.org,2002:float", _construct_float)
CoreSchemaLoader.add_constructor("tag:yaml.org,2002:map", _construct_mapping)


def key_path(path):
    """root.view.subviews[1] from a JSON path deque."""
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else ("." if text else "") + str(part)
    return text


def _wrong_kind(errors):
    """A branch for another kind of value: its `type` const fails, or the value's JSON type."""
    return any(
        (error.validator == "const" and list(error.relative_path) == ["type"])
        or (error.validator == "type" and not error.relative_path)
        for error in errors
    )


def _missing_key(errors):
    """A branch that needs a key the value lacks (`type`, `childViewController`)."""
    return any(error.validator == "required" and not error.relative_path for error in errors)


def most_specific(error):
    """Follows a oneOf/anyOf failure into the one branch meant for the value (a UILabel's branch
    for a UILabel), so the message names the key at fault rather than the whole view."""
    while error.context:
        branches = {}
        for inner in error.context:
            branches.setdefault(inner.relative_schema_path[0], []).append(inner)
        live = list(branches.values())
        for ruled_out in (_wrong_kind, _missing_key):
            if len(live) > 1:
                live = [errors for errors in live if not ruled_out(errors)] or live
        if len(live) != 1:
            # Every branch failing the same way (a missing `type`) says it once.
            messages = set.intersection(*({inner.message for inner in errors} for errors in live))
            shared = [inner for inner in live[0] if inner.message in messages]
            return shared[0] if shared else error
        error = jsonschema.exceptions.best_match(live[0])
    return error


def one_line(text):
    text = " ".join(str(text).split())
    return text if len(text) <= 300 else text[:297] + "..."


def validate(validator, path):
    try:
        with open(path, encoding="utf-8") as handle:
            document = yaml.load(handle, Loader=CoreSchemaLoader)
    except (yaml.YAMLError, UnicodeDecodeError, RecursionError) as error:
        mark = getattr(error, "problem_mark", None)
        where = f" (line {mark.line + 1}, column {mark.column + 1})" if mark else ""
        problem = getattr(error, "problem", None) or error
        return f"yaml-error: {one_line(problem)}{where}", False
    except (ValueError, KeyError, TypeError) as error:
        # A tag its scalar does not fit (`!!bool 1`, `!!int 1.5`): PyYAML's constructor fails,
        # as an editor's reader would; one file's failure must not stop the others'.
        return f"yaml-error: cannot construct the tagged value ({one_line(error)})", False
    errors = list(validator.iter_errors(document))
    if not errors:
        return "valid", True
    best = most_specific(jsonschema.exceptions.best_match(errors))
    where = key_path(best.absolute_path)
    count = f" ({len(errors)} errors)" if len(errors) > 1 else ""
    return f"invalid: {one_line(best.message)}" + (f" (at {where})" if where else "") + count, False


def main(arguments):
    if len(arguments) < 2 or arguments[0] in ("-h", "--help"):
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    with open(arguments[0], encoding="utf-8") as handle:
        schema = json.load(handle)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    all_valid = True
    for path in arguments[1:]:
        line, valid = validate(validator, path)
        all_valid = all_valid and valid
        print(f"{path}: {line}", flush=True)
    return 0 if all_valid else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
