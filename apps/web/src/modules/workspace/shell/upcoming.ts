import type { UserType } from '@caduceus/contracts';

/**
 * What a user whose own area is not built yet finds on the landing page instead of a dead end: a short,
 * friendly list of what is coming for them (spec 000 section 1: preceptors see their clinicals page,
 * employees their employee page and offer letter, alumni their alumni record).
 */
export interface Upcoming {
  /** the heading of the list */
  title: string;
  items: string[];
}

const UPCOMING: Record<UserType, Upcoming> = {
  Preceptor: {
    title: 'Coming soon for preceptors',
    items: [
      'Your clinical rotations, with their dates and hospitals',
      'The students you precept on each rotation',
      'Evaluations of your students, filled in here',
      'Your preceptor profile and documents',
    ],
  },
  Employee: {
    title: 'Coming soon for employees',
    items: [
      'Your employee record: profile, address and documents',
      'Your offer letter, to read and accept here',
      'Your time table',
      'Your benefits and bank details',
    ],
  },
  Alumni: {
    title: 'Coming soon for alumni',
    items: [
      'Your alumni record',
      'Your courses and your transcript',
      'Requests to the school: transcripts and letters',
      'Your calendar of alumni events',
    ],
  },
  Student: {
    title: 'Coming soon for students',
    items: ['Your student record, once the school links it to your account'],
  },
  Parent: {
    title: 'Coming soon for parents',
    items: ["Your student's record, once the school links it to your account"],
  },
  Staff: {
    title: 'Getting started',
    items: ['The modules of your work, once a system administrator gives your access group its rights'],
  },
};

export const upcomingFor = (userType: UserType): Upcoming => UPCOMING[userType];
