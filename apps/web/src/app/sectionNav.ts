/**
 * Section navigation: an area whose screens are many but whose main-menu entry is one (the Lead menu
 * opens /lead/list; the spec's lead screens sit under it) gets a bar of its own above its screens.
 * One entry per area; items whose page is not built, or which the user may not open, are left out.
 */
export interface SectionNavItem {
  link: string;
  label: string;
}
export interface SectionNavGroup {
  key: string;
  label: string;
  items: SectionNavItem[];
}
export interface SectionNavDef {
  prefix: string;
  label: string;
  groups: (SectionNavItem | SectionNavGroup)[];
}

export const SECTION_NAVS: SectionNavDef[] = [
  {
    prefix: '/lead/',
    label: 'Admissions',
    groups: [
      { link: '/lead/list', label: 'Leads' },
      { link: '/lead/dashboard', label: 'Dashboard' },
      {
        key: 'tasks',
        label: 'Tasks',
        items: [
          { link: '/lead/task/search', label: "Today's Tasks" },
          { link: '/lead/task/all-tasks', label: 'All Tasks' },
        ],
      },
      {
        key: 'inbox',
        label: 'Messages',
        items: [
          { link: '/lead/unverified/email', label: 'Unverified Email' },
          { link: '/lead/notification/mymail', label: 'My Mail' },
          { link: '/lead/notification/mysms', label: 'My SMS' },
          { link: '/lead/notification/mychats', label: 'My Chats' },
        ],
      },
      {
        key: 'notifications',
        label: 'Notifications',
        items: [
          { link: '/lead/notifications/documents', label: 'Documents' },
          { link: '/lead/notifications/unassigned-lead', label: 'Unassigned Leads' },
          { link: '/lead/notifications/bulk-upload', label: 'Bulk Upload' },
          { link: '/lead/notifications/fairlist', label: 'College Fair' },
        ],
      },
      {
        key: 'reports',
        label: 'Reports',
        items: [
          { link: '/lead/reports/status-wise', label: 'Status Wise' },
          { link: '/lead/reports/status-conversion', label: 'Status Conversion' },
          { link: '/lead/reports/pending-leads', label: 'Pending Leads' },
          { link: '/lead/reports/activity-count', label: 'Activity Count' },
          { link: '/lead/reports/task-count', label: 'Task Count' },
          { link: '/lead/reports/seat-deposit-due', label: 'Seat Deposit Due' },
          { link: '/lead/reports/interview-scheduled', label: 'Interview Scheduled' },
          { link: '/lead/reports/lead-paid', label: 'Lead Paid' },
          { link: '/lead/reports/advanced', label: 'Advanced Search' },
        ],
      },
      {
        key: 'admin',
        label: 'Lead Admin',
        items: [
          { link: '/lead/lead-admin/duplicate-lead', label: 'Duplicate Leads' },
          { link: '/lead/lead-admin/lead-merge', label: 'Lead Merge' },
          { link: '/lead/lead-admin/closed-leads', label: 'Closed Leads' },
          { link: '/lead/lead-admin/email-template', label: 'Email Templates' },
          { link: '/lead/lead-admin/bulk-update', label: 'Bulk Update' },
          { link: '/lead/lead-admin/rep-vacation', label: 'Rep Vacation' },
        ],
      },
    ],
  },
  {
    // the clinical office's screens share one menu entry (Clinicals)
    prefix: '/medical/clinicals/',
    label: 'Clinicals',
    groups: [
      {
        key: 'rotations',
        label: 'Assign Rotation',
        items: [
          { link: '/medical/clinicals/assign-rotation/list', label: 'Rotation List' },
          { link: '/medical/clinicals/assign-rotation/roaster', label: 'Roster' },
          { link: '/medical/clinicals/assign-rotation/graph', label: 'Graph' },
          { link: '/medical/clinicals/assign-rotation/planned', label: 'Planned Rotations' },
        ],
      },
      { link: '/medical/clinicals/hospitals', label: 'Hospitals' },
      { link: '/medical/clinicals/preceptors/list', label: 'Preceptors' },
      { link: '/medical/clinicals/third-party', label: 'Third Parties' },
      { link: '/medical/clinicals/clinical-log', label: 'Clinical Log' },
    ],
  },
  {
    // the invoice screens share one menu entry (Invoices); the runs of each kind
    prefix: '/accounting/invoices/',
    label: 'Invoices',
    groups: [
      { link: '/accounting/invoices/non-clinical', label: 'Non-Clinical Invoices' },
      { link: '/accounting/invoices/housing', label: 'Housing Invoices' },
      { link: '/accounting/invoices/due', label: 'Due Invoices' },
      { link: '/accounting/invoices/estimate', label: 'Estimates' },
      { link: '/accounting/invoices/send-reminder', label: 'Send Reminder' },
    ],
  },
  {
    // the letters of authorization share one menu entry (Letters of Authorization); one screen a kind
    prefix: '/accounting/loa/',
    label: 'Letters of Authorization',
    groups: [
      { link: '/accounting/loa/med6Loa', label: 'Med6 LOA' },
      { link: '/accounting/loa/clinicalLoa', label: 'Clinical LOA' },
    ],
  },
  {
    // the revenue screens share one menu entry (Revenue); the prefix without a slash takes /accounting/revenue itself
    prefix: '/accounting/revenue',
    label: 'Revenue',
    groups: [
      { link: '/accounting/revenue', label: 'Revenue Summary' },
      { link: '/accounting/revenue/monthly', label: 'Monthly Revenue' },
      { link: '/accounting/revenue/weekly', label: 'Weekly Revenue' },
      { link: '/accounting/revenue/non-clinical', label: 'Non-Clinical Revenue' },
    ],
  },
];

const isGroup = (g: SectionNavItem | SectionNavGroup): g is SectionNavGroup => 'items' in g;
export const sectionNavFor = (pathname: string) => SECTION_NAVS.find((s) => pathname.startsWith(s.prefix));

/** The section's entries a user may use (`keep` says which links): empty groups are dropped. */
export function visibleSection(
  def: SectionNavDef,
  keep: (link: string) => boolean,
): (SectionNavItem | SectionNavGroup)[] {
  const out: (SectionNavItem | SectionNavGroup)[] = [];
  for (const g of def.groups) {
    if (!isGroup(g)) {
      if (keep(g.link)) out.push(g);
      continue;
    }
    const items = g.items.filter((i) => keep(i.link));
    if (items.length) out.push({ ...g, items });
  }
  return out;
}

/** The entry that is current: the longest link that is the path or a prefix of it; the record pages belong to the first entry. */
export function currentSectionLink(def: SectionNavDef, pathname: string): string | undefined {
  const links = def.groups.flatMap((g) => (isGroup(g) ? g.items.map((i) => i.link) : [g.link]));
  const hit = links
    .filter((l) => pathname === l || pathname.startsWith(l + '/'))
    .sort((a, b) => b.length - a.length)[0];
  return hit ?? links[0];
}
export { isGroup as isSectionGroup };
