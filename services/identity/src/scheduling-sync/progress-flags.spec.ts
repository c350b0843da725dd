import { mergedProgress, progressOfSchedulingEvent } from './progress-flags';

describe('progress flags from scheduling events', () => {
  it('a location created or updated: hasLocations; a service created or updated: hasServices', () => {
    expect(progressOfSchedulingEvent('location.created')).toEqual({ hasLocations: true });
    expect(progressOfSchedulingEvent('location.updated')).toEqual({ hasLocations: true });
    expect(progressOfSchedulingEvent('service.created')).toEqual({ hasServices: true });
    expect(progressOfSchedulingEvent('service.updated')).toEqual({ hasServices: true });
  });

  it('a deletion, or any other event, sets nothing (the flag stays as it was)', () => {
    expect(progressOfSchedulingEvent('location.deleted')).toBeNull();
    expect(progressOfSchedulingEvent('service.deleted')).toBeNull();
    expect(progressOfSchedulingEvent('time_off.requested')).toBeNull();
  });

  it('merges into the stored flags, and says when nothing changes', () => {
    expect(mergedProgress({ hasServices: true }, { hasLocations: true })).toEqual({
      hasServices: true,
      hasLocations: true,
    });
    expect(mergedProgress(null, { hasServices: true })).toEqual({ hasServices: true });
    expect(mergedProgress({ hasLocations: true }, { hasLocations: true })).toBeNull();
  });
});
