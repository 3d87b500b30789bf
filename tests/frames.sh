# Sourced by tests/run.sh (which defines abviz, tmp, pass and fail).
