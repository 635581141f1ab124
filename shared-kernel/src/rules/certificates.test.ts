import { CERTIFICATE_KINDS } from '../vocabularies';
import {
  CERTIFICATE_EXPIRY_TEXTS,
  CERTIFICATE_REFERENCE_MAX_LENGTH,
  CERTIFICATE_WARNING_DAYS,
  MAX_REQUIRED_CERTIFICATES,
  certificateExpired,
  certificateWarningDay,
  certificatesInDate,
  heldCertificateReason,
  missingCertificateReason,
} from './certificates';
import {
  requirementPoints,
  requirementsMet,
  skillsModeMatch,
  type MatchCandidate,
  type MatchJob,
} from './matching';
import { CERTIFICATE_LABELS, CERTIFICATE_NOUNS } from './vocabulary-labels';

describe('certificate vocabulary (issue 43 item 3)', () => {
  it('has the six kinds, in order, each with one label and one noun', () => {
    expect(CERTIFICATE_KINDS).toEqual([
      'food_hygiene_2',
      'food_hygiene_3',
      'personal_licence',
      'sia_door_supervisor',
      'first_aid',
      'allergen_awareness',
    ]);
    expect(CERTIFICATE_LABELS).toEqual({
      food_hygiene_2: 'Level 2 Food Hygiene',
      food_hygiene_3: 'Level 3 Food Hygiene',
      personal_licence: 'Personal licence',
      sia_door_supervisor: 'SIA door supervisor licence',
      first_aid: 'First aid',
      allergen_awareness: 'Allergen awareness',
    });
    expect(Object.keys(CERTIFICATE_NOUNS)).toEqual([...CERTIFICATE_KINDS]);
  });

  it('limits', () => {
    expect(CERTIFICATE_WARNING_DAYS).toBe(30);
    expect(MAX_REQUIRED_CERTIFICATES).toBe(6);
    expect(CERTIFICATE_REFERENCE_MAX_LENGTH).toBe(60);
  });

  it('reasons', () => {
    expect(heldCertificateReason('personal_licence')).toBe('You hold a personal licence');
    expect(missingCertificateReason('personal_licence')).toBe('Needs a personal licence');
    expect(heldCertificateReason('sia_door_supervisor')).toBe(
      'You hold an SIA door supervisor licence',
    );
    expect(heldCertificateReason('food_hygiene_2')).toBe(
      'You hold a Level 2 Food Hygiene certificate',
    );
    expect(CERTIFICATE_EXPIRY_TEXTS.body('personal_licence', '3 Jan 2027')).toBe(
      'Your personal licence expires on 3 Jan 2027. Renew it and update your profile so that jobs that need it still count it.',
    );
  });
});

describe('expiry', () => {
  it('counts up to and including its expiry day; no date never expires', () => {
    const c = { kind: 'first_aid' as const, expiresOn: '2026-12-01' };
    expect(certificateExpired(c, '2026-11-30')).toBe(false);
    expect(certificateExpired(c, '2026-12-01')).toBe(false);
    expect(certificateExpired(c, '2026-12-02')).toBe(true);
    expect(certificateExpired({}, '2099-01-01')).toBe(false);
    expect(
      certificatesInDate(
        [c, { kind: 'personal_licence', expiresOn: null }, { kind: 'food_hygiene_2' }],
        '2026-12-02',
      ),
    ).toEqual(['personal_licence', 'food_hygiene_2']);
  });

  it('warns 30 days before', () => {
    expect(certificateWarningDay('2027-01-15')).toBe('2026-12-16');
    expect(certificateWarningDay('2027-03-01')).toBe('2027-01-30');
  });
});

const candidate = (over: Partial<MatchCandidate> = {}): MatchCandidate => ({
  skills: [],
  availability: [],
  experience: [],
  homeArea: null,
  culture: {},
  ...over,
});
const job = (over: Partial<MatchJob> = {}): MatchJob => ({
  title: 'Events Wizard',
  skills: [],
  dayParts: [],
  venueType: 'bar',
  pace: null,
  teamSize: null,
  guestInteraction: null,
  serviceApproach: null,
  values: [],
  ...over,
});

describe('matching: a required certificate is one more of the job’s skills', () => {
  const bar = job({
    skills: ['cocktails', 'cash handling'],
    requiredCertificates: ['personal_licence', 'food_hygiene_2'],
  });

  it('counts requirements met over requirements asked', () => {
    const met = requirementsMet(
      candidate({ skills: ['cocktails'], certificates: ['personal_licence', 'first_aid'] }),
      bar,
    );
    expect(met).toEqual({
      shared: ['cocktails'],
      held: ['personal_licence'],
      missing: ['food_hygiene_2'],
      met: 2,
      wanted: 4,
    });
  });

  it('points: at least 20 each, the share of 50, never more than 50', () => {
    expect(requirementPoints(0, 4)).toBe(0);
    expect(requirementPoints(1, 4)).toBe(20);
    expect(requirementPoints(2, 4)).toBe(40);
    expect(requirementPoints(3, 4)).toBe(50);
    expect(requirementPoints(1, 1)).toBe(50);
  });

  it('a held certificate scores and says so; a missing one says the job needs it', () => {
    const result = skillsModeMatch(
      candidate({ certificates: ['personal_licence'] }),
      bar,
      null,
      null,
    );
    expect(result).toEqual({
      score: 20,
      reasons: ['You hold a personal licence', 'Needs a Level 2 Food Hygiene certificate'],
    });
    const both = skillsModeMatch(
      candidate({ skills: ['cocktails'], certificates: ['personal_licence', 'food_hygiene_2'] }),
      bar,
      null,
      null,
    );
    expect(both.score).toBe(50);
    expect(both.reasons).toEqual([
      'You know cocktails',
      'You hold a personal licence',
      'You hold a Level 2 Food Hygiene certificate',
    ]);
  });

  it('a certificate the job does not require neither scores nor shows', () => {
    expect(skillsModeMatch(candidate({ certificates: ['first_aid'] }), job(), null, null)).toEqual({
      score: 0,
      reasons: [],
    });
  });

  it('without reasons, the same score', () => {
    const c = candidate({ certificates: ['food_hygiene_2'] });
    expect(skillsModeMatch(c, bar, null, null, false)).toEqual({ score: 20, reasons: [] });
  });
});
