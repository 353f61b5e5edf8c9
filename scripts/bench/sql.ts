// Small helpers to write literal SQL for the bench seed (constants only, never user input).

/** A single-quoted SQL string literal. */
export function lit(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** A text[] literal: ARRAY['a','b']::text[]. */
export function textArray(values: readonly string[]): string {
  return `ARRAY[${values.map(lit).join(',')}]::text[]`;
}

/** An int[] literal. */
export function intArray(values: readonly number[]): string {
  return `ARRAY[${values.map((v) => String(Math.trunc(v))).join(',')}]::int[]`;
}

/** One element of `array` (a SQL array expression of length `length`) chosen by `r` in [0, 1). */
export function pick(array: string, length: number, r = 'random()'): string {
  return `(${array})[1 + floor((${r}) * ${length})::int]`;
}

/** Picks uniformly from a JS list written inline as a SQL array literal. */
export function pickFrom(values: readonly string[], r = 'random()'): string {
  return pick(textArray(values), values.length, r);
}

/** Slate JSON `[{"type":"paragraph","children":[{"text": <expr>}]}]` of a SQL text expression. */
export function slateParagraph(textExpr: string): string {
  return `jsonb_build_array(jsonb_build_object('type', 'paragraph', 'children', jsonb_build_array(jsonb_build_object('text', ${textExpr}))))`;
}
