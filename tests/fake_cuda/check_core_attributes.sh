#!/bin/sh
# usage: check_core_attributes.sh CORE_DEVICE_C FAKE_ATTRIBUTES_C
# Fails naming every CU_DEVICE_ATTRIBUTE_ the core reads (its ATTR(NAME, ...)
# table) that the fake's table does not list.
core=$1 fake=$2
names=$(sed -n 's/.*ATTR(\([A-Z0-9_]*\),.*/\1/p' "$core")
[ -n "$names" ] || { echo "no ATTR(...) lines in $core"; exit 1; }
missing=0
for name in $names; do
  grep -q "CU_DEVICE_ATTRIBUTE_$name," "$fake" || { echo "missing: CU_DEVICE_ATTRIBUTE_$name"; missing=1; }
done
[ $missing = 0 ] && echo "all $(echo $names | wc -w) attributes the core reads are answered"
exit $missing
