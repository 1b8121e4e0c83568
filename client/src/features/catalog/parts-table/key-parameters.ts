interface PartWithParameters {
  parameters: readonly { name: string }[];
}

/** How many parameter columns the dense table gives a list: more would push price and stock off a laptop screen. */
export const KEY_PARAMETER_COLUMNS = 4;

/**
 * The parameter names most of the listed parts carry, most common first (ties keep the order the parts list them),
 * at most `limit`. `package` has a column of its own.
 */
export function keyParameterNames(parts: readonly PartWithParameters[], limit = KEY_PARAMETER_COLUMNS): string[] {
  const counts = new Map<string, number>();
  for (const part of parts) {
    for (const name of new Set(part.parameters.map((parameter) => parameter.name))) {
      if (name !== 'package') counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  // Map keeps first-seen order and sort is stable, so equal counts stay in the order the parts carry them.
  return [...counts.entries()]
    .sort((left, right) => right[1] - left[1])
    .slice(0, limit)
    .map(([name]) => name);
}
