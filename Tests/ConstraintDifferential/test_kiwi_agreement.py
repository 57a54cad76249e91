"""Differential test: Trellis's constraint solver against kiwisolver.

`constraint-systems` (Generator/) writes random constraint systems together with the
values Trellis's solver found; each system is replayed here in kiwisolver, the C++
Cassowary solver Matplotlib uses, and the values must agree within 1e-6.

Priorities. Trellis compares priorities in order (an error at one priority outweighs
any errors at lower ones, as Auto Layout documents); kiwisolver adds weighted errors.
A system uses at most three optional priorities, which kiwisolver gets as strengths
BASE**rank. Additive weights reproduce priority order whenever they are far enough
apart; to know that they are, each system is solved in kiwisolver with BASE 1e3 and
with the narrower BASE 3e2: when the two differ, the weights were not far enough apart
for that system, and it is skipped (counted, and bounded below).

Uniqueness. The generator anchors every variable at the lowest priority with a weight
of its own, which makes the optimum a single point, so that two correct solvers give
the same values and not two points of a tied face (see SystemGenerator.swift).

kiwisolver's own failures. On a few of the larger systems kiwisolver aborts with
"The objective is unbounded" or "Dual optimize failed" (its fixed 1e-8 tolerance against
large strengths); each replay runs in a forked process, and such systems are counted and
bounded with the skipped ones.

Refused constraints. Both solvers must refuse the same required constraints (added,
or changed: kiwisolver has no constant update, so a change is a removal and an add). After
refusing a constraint kiwisolver's tableau can be left unusable (a later suggestValue
then fails with "Dual optimize failed"), while Trellis's is left as it was; so on each
refusal the replay starts again on a fresh kiwisolver solver, without the refused steps.
"""

import json
import multiprocessing
import os
import subprocess

import kiwisolver as kiwi
import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
TOLERANCE = 1e-6
SYSTEM_COUNT = int(os.environ.get("CONSTRAINT_SYSTEM_COUNT", "400"))
SEED = int(os.environ.get("CONSTRAINT_SYSTEM_SEED", "2026"))
MAXIMUM_SKIPPED_SHARE = 0.1
# Strengths BASE**rank, and a narrower spread that must give the same values. kiwisolver
# compares objective coefficients against an absolute 1e-8, so wider spreads make it fail
# on the larger systems ("The objective is unbounded", an abort that pytest cannot catch):
# 2e3 already does on two of the 400 systems of seed 2026.
BASE = 1e3
NARROWER_BASE = 3e2


def load_systems():
    binary = os.environ.get("CONSTRAINT_SYSTEMS_BINARY")
    if not binary:
        pytest.fail("CONSTRAINT_SYSTEMS_BINARY is not set: run Tests/ConstraintDifferential/run.sh")
    output = subprocess.run([binary, str(SYSTEM_COUNT), str(SEED)], check=True, capture_output=True).stdout
    return json.loads(output)["systems"]


def replay_isolated(system, base):
    """`replay` in a forked process, as kiwisolver aborts the process (an uncaught C++
    InternalSolverError) on some numerically hard systems; `None` when it does."""
    receiver, sender = multiprocessing.get_context("fork").Pipe(duplex=False)

    def run():
        sender.send(replay(system, base))

    process = multiprocessing.get_context("fork").Process(target=run)
    process.start()
    sender.close()
    try:
        outcome = receiver.recv()
    except EOFError:
        outcome = None
    process.join()
    return outcome if process.exitcode == 0 else None


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
    kiwi_failures = 0
    for number, system in enumerate(systems):
        assert system["failures"] == [], f"system {number}: Trellis failed"
        outcome = replay_isolated(system, BASE)
        narrower = replay_isolated(system, NARROWER_BASE)
        if outcome is None or narrower is None:
            kiwi_failures += 1
            continue
        refused, snapshots = outcome
        assert refused == system["rejected"], f"system {number}: refused steps differ"
        if not agree(snapshots, narrower[1]):
            skipped += 1
            continue
        assert len(snapshots) == len(system["snapshots"])
        for check, (theirs, ours) in enumerate(zip(snapshots, system["snapshots"])):
            for variable, (a, b) in enumerate(zip(theirs, ours)):
                assert abs(a - b) <= TOLERANCE, (
                    f"system {number}, check {check}, v{variable}: kiwisolver {a}, Trellis {b}\n{json.dumps(system)}"
                )
        compared += 1
    print(
        f"{compared} systems agree, {skipped} skipped (priorities too close for additive weights), "
        f"{kiwi_failures} that kiwisolver could not solve"
    )
    assert skipped + kiwi_failures <= MAXIMUM_SKIPPED_SHARE * len(systems)
