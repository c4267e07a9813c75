import type { Option } from '../reference/engine.js';

/**
 * A fixed option list of the spec: its values with their English labels, declared once as a const array
 * (`[{ value, label }, ...] as const`). These helpers give each list its value type, its values for
 * `z.enum` and its label lookup, so no list writes them again.
 */

/** The values' type: `OptionValue<typeof ESTIMATE_TYPES>` is 'fullProgram' | 'perSemester' | 'perYear'. */
export type OptionValue<T extends readonly Option[]> = T[number]['value'];

/** The values as a non-empty tuple, as `z.enum` wants them. */
export const optionCodes = <const T extends readonly [Option<string>, ...Option<string>[]]>(list: T) =>
  list.map((o) => o.value) as [OptionValue<T>, ...OptionValue<T>[]];

/** The label of a value; a value the list does not hold reads as itself. */
export const optionLabel =
  <V extends string | number>(list: readonly Option<V>[]) =>
  (v: V | string | number): string =>
    list.find((o) => o.value === v)?.label ?? String(v);
