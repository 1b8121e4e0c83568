/** How far the growth value has come from the current level's threshold to the next one's, 0–100. */
export function growthProgressPercent(growth: number, levelRequired: number, nextRequired: number | null): number {
  if (nextRequired === null || nextRequired <= levelRequired) return 100;
  const percent = ((growth - levelRequired) / (nextRequired - levelRequired)) * 100;
  return Math.min(100, Math.max(0, Math.floor(percent)));
}
