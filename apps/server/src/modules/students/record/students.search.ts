import { STUDENT_LINK, studentTabUrl, type SearchHit } from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import type { SearchProvider } from '../../workspace/index.js';
import { listStudents } from './students.repo.js';

/** Students by id, name, email or phone (the list's quick search); each opens the record's personal tab. */
export const studentsSearch = (db: Db): SearchProvider => ({
  key: 'students',
  label: 'Students',
  async search(q, ctx) {
    if (!(await ctx.mayRead(STUDENT_LINK))) return [];
    const { items } = await listStudents(db, { q, page: 1, pageSize: 25, sort: 'name' }, ctx.limit, 0);
    ctx.read(
      'student.search',
      items.map((s) => s.id),
    );
    return items.map((s): SearchHit => ({
      title: s.name,
      subtitle: [String(s.id), s.statusName, s.campusName].filter(Boolean).join(' · '),
      link: studentTabUrl('personal', s.id),
    }));
  },
});
