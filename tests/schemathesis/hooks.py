"""schemathesis hooks for scripts/schemathesis (loaded through SCHEMATHESIS_HOOKS).

Reckon writes numbers beyond the double range as plain JSON number literals (a discriminant of
1e+600, an area of 5e+599: see the README), which JSON's grammar allows and the document types as
`number`. Python reads them as infinity, which the schema validator then takes for null ("null is
not of type number"). This reader keeps every other number as Python reads it and gives a literal
beyond the range the largest double of its sign, so that such a value validates as the number it
is; what the checks see is otherwise exactly the server's JSON.
"""

import json
import math
import sys

import schemathesis


def _number(literal):
    value = float(literal)
    if math.isinf(value):
        return math.copysign(sys.float_info.max, value)
    return value


@schemathesis.deserializer("application/json")
def reckon_json(_context, response):
    return json.loads(response.content.decode(response.encoding or "utf-8"), parse_float=_number)
