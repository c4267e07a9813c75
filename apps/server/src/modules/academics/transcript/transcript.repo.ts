import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../../platform/db/index.js';

/** Who the transcript is of: name, date of birth, program (the student's course), status and campus. */
export async function studentOfTranscript(ex: Executor, studentId: number) {
  const [s] = rowsOf<{
    id: number;
    name: string;
    dateOfBirth: string | null;
    program: string | null;
    status: string | null;
    campus: string | null;
  }>(
    await ex.execute(sql`select s.id,
      concat_ws(' ', s.first_name, nullif(s.middle_name, ''), s.last_name) as name,
      s.date_of_birth::text as "dateOfBirth", c.label as program, st.label as status, ca.label as campus
      from students s
      left join ref_rows c on c.id = s.course_id
      left join ref_rows st on st.id = s.status_id
      left join ref_rows ca on ca.id = s.campus_id
      where s.id = ${studentId}`),
  );
  return s;
}

/** The Grade Point Settings rows: a grade of a grade point type and its points. */
export async function gradePointSettings(ex: Executor) {
  return rowsOf<{ gradePointType: number | null; grade: string; points: string | null }>(
    await ex.execute(sql`select nullif(data->>'gradePointType', '')::int as "gradePointType", label as grade,
      data->>'points' as points from ref_rows where table_key = 'grade-point-setting'`),
  );
}
