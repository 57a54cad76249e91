#!/usr/bin/env python3
"""Validates SARIF logs against the official SARIF 2.1.0 JSON schema (OASIS, errata 01).

Usage: validate.py LOG.sarif... ; prints each error and exits 1 when a log is invalid.
The schema beside this script is the one published in oasis-tcs/sarif-spec
(Schemata/sarif-schema-2.1.0.json).
"""
import json
import pathlib
import sys

import jsonschema

SCHEMA = pathlib.Path(__file__).with_name("sarif-schema-2.1.0.json")


def main(paths):
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    failed = False
    for path in paths:
        log = json.loads(pathlib.Path(path).read_text(encoding="utf-8"))
        for error in sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path)):
            failed = True
            where = "/".join(str(part) for part in error.absolute_path)
            print(f"{path}: {where}: {error.message}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
