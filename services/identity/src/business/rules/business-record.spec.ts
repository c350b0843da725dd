import { businessEventData, BusinessRecord } from './business-record';

const record = (settings: Record<string, unknown>): BusinessRecord => ({
  name: 'demo',
  status: 'BUSINESS_STATUS_ACTIVE',
  fullName: 'Demo School',
  country: 'US',
  locale: 'en',
  timezone: 'America/New_York',
  defaultCurrency: 'USD',
  contactEmail: null,
  domainReady: false,
  settings,
  secrets: {},
  progress: {},
  settingsPersonalizedAt: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
});

describe('businessEventData', () => {
  it("carries the business's zone and its time-off settings to the other subgraphs", () => {
    expect(
      businessEventData(record({ timeOffPolicyEnabled: true, timeOffCategories: ['Vacation', 'Sick'] })),
    ).toEqual({
      name: 'demo',
      fullName: 'Demo School',
      status: 'BUSINESS_STATUS_ACTIVE',
      timezone: 'America/New_York',
      country: 'US',
      timeOffPolicyEnabled: true,
      timeOffCategories: ['Vacation', 'Sick'],
      includeStudentsNameInIcal: false,
    });
  });

  it('carries whether calendar feeds name the students (includeStudentsNameInIcal)', () => {
    expect(businessEventData(record({ includeStudentsNameInIcal: true }))).toMatchObject({
      includeStudentsNameInIcal: true,
    });
  });

  it('has no categories and the policy off when the settings have none', () => {
    expect(businessEventData(record({ timeOffCategories: 'Vacation' }))).toMatchObject({
      timeOffPolicyEnabled: false,
      timeOffCategories: [],
    });
  });
});
