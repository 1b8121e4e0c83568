/**
 * Reference designators as CAD tools write them: `R1, R3, R7-R9`, `C1-5`, `U1 U2`. A range counts every
 * number in it, so `R1-R5` is five parts. Ranges are capped so that a typo (`R1-R99999`) cannot claim
 * an absurd count; such a range counts as its two ends.
 */
const MAX_RANGE = 1000;

export function countDesignators(text: string): number {
  let count = 0;
  for (const token of text.split(/[,;\s]+/).filter(Boolean)) {
    const range = /^([A-Za-z_]*)(\d+)\s*[-–~:]\s*([A-Za-z_]*)(\d+)$/.exec(token);
    if (range && (range[3] === '' || range[3]!.toUpperCase() === range[1]!.toUpperCase())) {
      const span = Number(range[4]) - Number(range[2]);
      count += span >= 0 && span < MAX_RANGE ? span + 1 : 2;
    } else {
      count += 1;
    }
  }
  return count;
}
