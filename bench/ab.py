#!/usr/bin/python3
"""ab.py: the baseline a script user writes for the same question abviz
answers: json.load the tree, then the notes' fail-soft alpha-beta (MAX-VALUE
and MIN-VALUE, cut when v >= beta / v <= alpha), printing the root's value
and the number of nodes searched.  MAX moves at the root; an array is an
interior node, a number a leaf (the form bench/gen.c writes).
Usage: python3 bench/ab.py TREE.json"""
import json
import math
import sys

searched = 0


def max_value(node, alpha, beta):
    global searched
    searched += 1
    if not isinstance(node, list):
        return node
    v = -math.inf
    for child in node:
        v = max(v, min_value(child, alpha, beta))
        if v >= beta:
            return v
        alpha = max(alpha, v)
    return v


def min_value(node, alpha, beta):
    global searched
    searched += 1
    if not isinstance(node, list):
        return node
    v = math.inf
    for child in node:
        v = min(v, max_value(child, alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def main():
    with open(sys.argv[1]) as f:
        tree = json.load(f)
    if isinstance(tree, dict):
        tree = tree["root"]
    print(max_value(tree, -math.inf, math.inf), searched)


main()
