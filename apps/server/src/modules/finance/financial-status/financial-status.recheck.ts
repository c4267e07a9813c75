/** Applies the financial status rule to one student (FinancialStatusService.applyRule). */
export type Recheck = (studentId: number) => Promise<unknown>;

/**
 * A money move that rechecks its student's financial status once it is committed: the overdue rule then
 * holds, blocks or clears her at once instead of at the next sweep. `studentOf` names the student from the
 * move's arguments (by default the second, after the actor) or its answer.
 */
export function thenRecheck<A extends unknown[], R>(
  move: (...args: A) => Promise<R>,
  recheck: Recheck,
  studentOf: (args: A, result: R) => number = (args) => args[1] as number,
): (...args: A) => Promise<R> {
  return async (...args: A) => {
    const result = await move(...args);
    await recheck(studentOf(args, result));
    return result;
  };
}

/** The service with each of `moves` (methods taking the actor, then the student's id) rechecking after commit. */
export function recheckingMoves<S extends object>(svc: S, recheck: Recheck, moves: readonly (keyof S)[]): S {
  const out = { ...svc };
  for (const name of moves) {
    const move = svc[name] as (...args: unknown[]) => Promise<unknown>;
    out[name] = thenRecheck(move.bind(svc), recheck) as S[typeof name];
  }
  return out;
}
