"""Differential test: Trellis's constraint solver against kiwisolver.

`constraint-systems` (Generator/) writes random constraint systems together with the
values Trellis's solver found; each system is replayed here in kiwisolver, the C++
Cassowary solver Matplotlib uses, and the values must agree within 1e-6.

Priorities. Trellis compares priorities in order (an error at one priority outweighs
any errors at lower ones, as Auto Layout documents); kiwisolver adds weighted errors.
A system uses at most three optional priorities, which kiwisolver gets as strengths
BASE**rank. Additive weights reproduce priority order whenever they are far enough
apart; to know that they are, each system is solved in kiwisolver with BASE 1e3 and
with BASE 3e3: when the two differ, the weights were not far enough apart for that
system, and it is skipped (counted, and bounded below).

Uniqueness. The generator anchors every variable at the lowest priority with a weight
of its own, which makes the optimum a single point, so that two correct solvers give
the same values and not two points of a tied face (see SystemGenerator.swift).

Refused constraints. Both solvers must refuse the same required constraints (added,
or changed: kiwisolver has no constant update, so a change is a removal and an add). After
refusing a constraint kiwisolver's tableau can be left unusable (a later suggestValue
then fails with "Dual optimize failed"), while Trellis's is left as it was; so on each
refusal the replay starts again on a fresh kiwisolver solver, without the refused steps.
"""

import json
import os
import subprocess

import kiwisolver as kiwi
import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
TOLERANCE = 1e-6
SYSTEM_COUNT = int(os.environ.get("CONSTRAINT_SYSTEM_COUNT", "400"))
SEED = int(os.environ.get("CONSTRAINT_SYSTEM_SEED", "2026"))
MAXIMUM_SKIPPED_SHARE = 0.1
# Strengths BASE**rank, and the wider spread that must give the same values. kiwisolver
# compares objective coefficients against an absolute 1e-8, so much wider spreads
# (1e4**2 = 1e8) make it fail ("The objective is unbounded").
BASE = 1e3
WIDER_BASE = 3e3


def load_systems():
    binary = os.environ.get("CONSTRAINT_SYSTEMS_BINARY")
    if not binary:
        pytest.fail("CONSTRAINT_SYSTEMS_BINARY is not set: run Tests/ConstraintDifferential/run.sh")
    output = subprocess.run([binary, str(SYSTEM_COUNT), str(SEED)], check=True, capture_output=True).stdout
    return json.loads(output)["systems"]


def replay(system, base):
    """Replays a system in kiwisolver; returns (refused add steps, snapshots)."""
    refused = []
    while True:
        outcome = replay_without(system, base, refused)
        if isinstance(outcome, int):
            refused.append(outcome)
            continue
        return refused, outcome


def replay_without(system, base, skipped):
    """The snapshots of a replay that skips the steps `skipped`, or the index of the
    first other add step kiwisolver refuses."""
    solver = kiwi.Solver()
    variables = [kiwi.Variable(f"v{index}") for index in range(system["variableCount"])]
    strengths = {priority: base ** rank for rank, priority in enumerate(system["priorities"])}
    added = {}
    snapshots = []

    def strength(priority):
        return kiwi.strength.required if priority == 1000 else strengths[priority]

    definitions = {}

    def make(definition, constant):
        terms, relation, priority = definition
        expression = sum((term["coefficient"] * variables[term["variable"]] for term in terms), constant)
        if relation == "==":
            constraint = expression == 0
        elif relation == "<=":
            constraint = expression <= 0
        else:
            constraint = expression >= 0
        return constraint | strength(priority)

    for index, step in enumerate(system["steps"]):
        op = step["op"]
        if index in skipped:
            continue
        if op == "add":
            definitions[index] = (step["terms"], step["relation"], step["priority"])
            constraint = make(definitions[index], step["constant"])
            try:
                solver.addConstraint(constraint)
            except kiwi.UnsatisfiableConstraint:
                return index
            added[index] = constraint
        elif op == "set":
            if step["step"] in added:
                solver.removeConstraint(added.pop(step["step"]))
                constraint = make(definitions[step["step"]], step["constant"])
                try:
                    solver.addConstraint(constraint)
                except kiwi.UnsatisfiableConstraint:
                    return index
                added[step["step"]] = constraint
        elif op == "remove":
            if step["step"] in added:
                solver.removeConstraint(added.pop(step["step"]))
        elif op == "edit":
            solver.addEditVariable(variables[step["variable"]], strength(step["priority"]))
        elif op == "suggest":
            solver.suggestValue(variables[step["variable"]], step["value"])
        elif op == "check":
            solver.updateVariables()
            snapshots.append([variable.value() for variable in variables])
    return snapshots


def agree(left, right):
    return all(abs(a - b) <= TOLERANCE for snapshot_a, snapshot_b in zip(left, right) for a, b in zip(snapshot_a, snapshot_b))


def test_trellis_and_kiwisolver_agree():
    systems = load_systems()
    assert len(systems) == SYSTEM_COUNT
    compared = 0
    skipped = 0
    for number, system in enumerate(systems):
        assert system["failures"] == [], f"system {number}: Trellis failed"
        refused, snapshots = replay(system, BASE)
        assert refused == system["rejected"], f"system {number}: refused steps differ"
        _, wider = replay(system, WIDER_BASE)
        if not agree(snapshots, wider):
            skipped += 1
            continue
        assert len(snapshots) == len(system["snapshots"])
        for check, (theirs, ours) in enumerate(zip(snapshots, system["snapshots"])):
            for variable, (a, b) in enumerate(zip(theirs, ours)):
                assert abs(a - b) <= TOLERANCE, (
                    f"system {number}, check {check}, v{variable}: kiwisolver {a}, Trellis {b}\n{json.dumps(system)}"
                )
        compared += 1
    print(f"{compared} systems agree, {skipped} skipped (priorities too close for additive weights)")
    assert skipped <= MAXIMUM_SKIPPED_SHARE * len(systems)
