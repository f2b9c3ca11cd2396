#!/bin/sh
# A translator that prints a message and dies of a segmentation fault.
echo "translating $3" >&2
kill -SEGV $$
