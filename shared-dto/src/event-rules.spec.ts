import { requiredEventFields } from './event-rules';

const complete = {
  title: 'Diwali Mela', description: 'Lights and food', eventType: 'offline', startDate: '2026-11-08', startTime: '18:00',
  contactInfo: { organizerName: 'Asha Events', organizerEmail: 'asha@events.in' },
  location: { name: 'Nehru Park', address: 'Chanakyapuri', city: 'New Delhi', state: 'Delhi', zipCode: '110021', country: 'India' },
};

describe('requiredEventFields', () => {
  it('passes a complete event', () => {
    expect(requiredEventFields(complete)).toEqual({});
  });

  it('names every missing field by its API path, blanks and spaces counting as missing', () => {
    expect(requiredEventFields({ eventType: 'online', title: '   ', contactInfo: { organizerEmail: '' } })).toEqual({
      title: 'Title is required.',
      description: 'Description is required.',
      startDate: 'Start date is required.',
      startTime: 'Start time is required.',
      'contactInfo.organizerName': 'Organizer name is required.',
      'contactInfo.organizerEmail': 'Organizer email is required.',
    });
    expect(requiredEventFields({ ...complete, eventType: undefined })).toEqual({ eventType: 'Event type is required.' });
  });

  it('asks for the location unless the event is online or a venue gives it', () => {
    expect(requiredEventFields({ ...complete, location: { name: 'Hall', city: 'Delhi' } })).toEqual({
      'location.address': 'Address is required.', 'location.state': 'State is required.',
      'location.zipCode': 'ZIP is required.', 'location.country': 'Country is required.',
    });
    expect(requiredEventFields({ ...complete, eventType: 'hybrid', location: undefined })['location.name']).toBe('Location name is required.');
    expect(requiredEventFields({ ...complete, eventType: 'online', location: undefined })).toEqual({});
    expect(requiredEventFields({ ...complete, venueChoice: 'existing', venue: 'a-venue-id', location: undefined })).toEqual({});
  });

  it("asks for a new venue's name, address, city, state, ZIP and country instead of the location", () => {
    expect(requiredEventFields({ ...complete, location: undefined, venueChoice: 'new', newVenue: { name: 'X', city: 'Delhi' } })).toEqual({
      'newVenue.address': 'New venue address is required.', 'newVenue.state': 'New venue state is required.',
      'newVenue.zipCode': 'New venue ZIP is required.', 'newVenue.country': 'New venue country is required.',
    });
  });

  it("asks for each showtime's start", () => {
    expect(requiredEventFields({ ...complete, sessions: [{ startsAt: '2026-11-08T12:30:00Z' }, { startsAt: '' }] })).toEqual({
      'sessions.1.startsAt': 'Session start is required.',
    });
  });
});
