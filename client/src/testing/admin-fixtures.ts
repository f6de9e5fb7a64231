import type { AdminRuleReport } from '@shared/rule-reports';
import type {
  AdminCommunityPhoto,
  AdminFeedback,
  AdminReview,
  AuditEntry,
  ContactMessage,
} from '@shared/admin';
import type { AdminWalkingRoute } from '@shared/walks';

/* What the back office's lists read, as the server sends it; each with overrides. */

export const review = (overrides: Partial<AdminReview> = {}): AdminReview => ({
  id: 7,
  beachId: 3,
  beachName: 'Bantham Beach',
  beachSlug: 'bantham-beach',
  reviewerName: 'Sam Walker',
  rating: 4,
  reviewText: 'Lovely sand, dogs welcome all year.',
  visitDate: '2026-03-14',
  createdAt: '2026-03-15T10:00:00.000Z',
  ...overrides,
});

export const walk = (overrides: Partial<AdminWalkingRoute> = {}): AdminWalkingRoute => ({
  id: 1,
  beachId: 3,
  beachName: 'Bantham Beach',
  routeName: 'Avon estuary loop',
  description: 'Along the estuary and back over the dunes.',
  difficulty: 'moderate',
  estimatedDuration: 90,
  distanceKm: 3.5,
  startingPoint: 'Bantham car park',
  highlights: null,
  routeNotes: null,
  submittedBy: 'Jo Ramble',
  submitterEmail: 'jo@example.com',
  averageRating: 0,
  totalRatings: 0,
  isApproved: false,
  createdAt: '2026-04-01T09:00:00.000Z',
  ...overrides,
});

export const member = {
  id: 'u1',
  firstName: 'Bryony',
  lastName: 'Penrose',
  email: 'b@example.com',
};

export const photo = (overrides: Partial<AdminCommunityPhoto> = {}): AdminCommunityPhoto => ({
  id: 11,
  beachId: 3,
  beachName: 'Bantham Beach',
  photoUrl: '/uploads/community/bantham.jpg',
  caption: 'Sunset with Rolo',
  createdAt: '2026-05-02T18:00:00.000Z',
  user: member,
  ...overrides,
});

export const feedback = (overrides: Partial<AdminFeedback> = {}): AdminFeedback => ({
  id: 5,
  feedbackType: 'negative',
  content: 'Broken gate by the steps',
  isPublic: true,
  beachId: 3,
  beachName: 'Bantham Beach',
  createdAt: '2026-05-03T08:00:00.000Z',
  user: member,
  ...overrides,
});

export const message = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id: 1,
  name: 'Alex Visitor',
  email: 'alex@example.com',
  subject: 'Parking at Croyde',
  message: 'Is the car park open in winter?',
  isRead: false,
  createdAt: '2026-05-04T12:00:00.000Z',
  ...overrides,
});

export const auditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  action: 'route.approve',
  entityType: 'route',
  entityId: '1',
  summary: 'Avon estuary loop',
  before: { isApproved: false },
  after: { isApproved: true },
  createdAt: '2026-05-05T14:05:00.000Z',
  admin: { id: 1, username: 'pat', name: 'Pat Admin' },
  ...overrides,
});

export const ruleReport = (overrides: Partial<AdminRuleReport> = {}): AdminRuleReport => ({
  id: 1,
  beachId: 7,
  beachName: 'Bantham',
  beachSlug: 'bantham',
  report: 'The new sign says dogs banned from May to September.',
  photoUrl: '/uploads/rule-reports/sign-960.webp',
  status: 'open',
  createdAt: '2026-05-02T09:30:00.000Z',
  resolvedAt: null,
  reporter: { firstName: 'Bryony', lastName: 'Penrose', email: 'bryony@example.org' },
  ...overrides,
});
