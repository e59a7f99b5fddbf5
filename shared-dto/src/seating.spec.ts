import { readSeatingPlan, rowLabels, seatCount, seatLabel, SeatingPlanInput } from './seating';

describe('seating plans', () => {
  describe('the generator', () => {
    it('makes each section rows of numbered seats, with an aisle gap, and one category per distinct name', () => {
      const { layout, problems } = readSeatingPlan({
        generate: { sections: [
          { name: 'Stalls', category: 'Silver', rows: 'A-P', seatsPerRow: 24, aisleAfter: [8, 16] },
          { name: 'Balcony', category: 'Gold', rows: 'A-C', seatsPerRow: 10 },
        ] },
      });
      expect(problems).toBeUndefined();
      expect(seatCount(layout!)).toBe(16 * 24 + 3 * 10);
      expect(layout!.categories.map((c) => c.name)).toEqual(['Silver', 'Gold']);
      const stalls = layout!.zones[0];
      expect(stalls.rows.map((r) => r.label).join('')).toBe('ABCDEFGHIJKLMNOP');
      const a = stalls.rows[0].seats;
      expect(a.map((s) => s.label)).toEqual(Array.from({ length: 24 }, (_, i) => String(i + 1)));
      // seats 1..8 are one pitch apart; 9 comes after an aisle of two pitches
      expect(a[7].x - a[6].x).toBe(10);
      expect(a[8].x - a[7].x).toBe(20);
      // the balcony is below the stalls, rows one pitch apart
      expect(layout!.zones[1].rows[0].seats[0].y).toBeGreaterThan(stalls.rows[15].seats[0].y);
    });

    it('gives every seat a guid from its place, so generating again gives the same guids', () => {
      const body = { generate: { sections: [{ name: 'Stalls', category: 'Silver', rows: 'A-B', seatsPerRow: 3 }] } };
      const once = readSeatingPlan(body).layout!;
      const twice = readSeatingPlan(body).layout!;
      expect(once.zones[0].rows[1].seats[2].guid).toBe('stalls:b:3');
      expect(twice).toEqual(once);
      const guids = once.zones.flatMap((z) => z.rows.flatMap((r) => r.seats.map((s) => s.guid)));
      expect(new Set(guids).size).toBe(guids.length);
    });

    it('reads row ranges of letters, numbers, two letters and lists', () => {
      expect(rowLabels('A-D')).toEqual(['A', 'B', 'C', 'D']);
      expect(rowLabels('1-3')).toEqual(['1', '2', '3']);
      expect(rowLabels('Y-AB')).toEqual(['Y', 'Z', 'AA', 'AB']);
      expect(rowLabels('A-H,J-K')).toHaveLength(10);
      expect(rowLabels('A-3')).toBeNull();
      expect(rowLabels('P-A')).toBeNull();
      expect(rowLabels('stalls')).toBeNull();
    });

    it('refuses more than 20,000 seats before making any, naming the limit', () => {
      const { problems } = readSeatingPlan({ generate: { sections: [{ name: 'Arena', category: 'GA', rows: '1-201', seatsPerRow: 100 }] } });
      expect(problems).toEqual({ 'generate.sections': 'A seating plan holds at most 20,000 seats.' });
    });

    it('names each malformed field of a section', () => {
      const { problems } = readSeatingPlan({ generate: { sections: [{ name: '', category: 'Gold', rows: 'A to P', seatsPerRow: 0, aisleAfter: ['x'] } as never] } });
      expect(Object.keys(problems!).sort()).toEqual(['generate.sections.0.aisleAfter', 'generate.sections.0.name', 'generate.sections.0.rows', 'generate.sections.0.seatsPerRow']);
    });
  });

  describe('a plan sent seat by seat', () => {
    const plan = (): SeatingPlanInput => ({
      name: 'Hall',
      categories: [{ name: 'Gold', color: '#FFAA00' }],
      zones: [{ name: 'Stalls', rows: [{ label: 'F', seats: [
        { label: '11', x: 0, y: 0, category: 'Gold' },
        { guid: 'f-12-kept', label: '12', x: 10, y: 0, category: 'Gold', blocked: true },
      ] }] }],
    });

    it('keeps given guids, makes the missing ones from the place, and keeps blocked seats blocked', () => {
      const { layout } = readSeatingPlan(plan());
      const seats = layout!.zones[0].rows[0].seats;
      expect(seats.map((s) => s.guid)).toEqual(['stalls:f:11', 'f-12-kept']);
      expect(seats[1].blocked).toBe(true);
      expect(seats[0]).not.toHaveProperty('blocked');
      expect(layout!.categories[0].color).toBe('#ffaa00');
    });

    it('refuses a label twice in a row, an unknown category, a guid twice and a bad position, each at its path', () => {
      const p = plan();
      p.zones![0].rows[0].seats.push(
        { label: '11', x: 20, y: 0, category: 'Gold' },
        { label: '13', x: 30, y: 0, category: 'Platinum' },
        { guid: 'f-12-kept', label: '14', x: 40, y: 0, category: 'Gold' },
        { label: '15', x: Number.NaN, y: 0, category: 'Gold' },
      );
      expect(readSeatingPlan(p).problems).toEqual({
        'zones.0.rows.0.seats.2.label': 'Seat 11 appears twice in row F.',
        'zones.0.rows.0.seats.3.category': "Platinum is not one of the plan's categories.",
        'zones.0.rows.0.seats.4.guid': 'f-12-kept appears twice.',
        'zones.0.rows.0.seats.5.x': 'x and y must be numbers.',
      });
    });

    it('needs exactly one source, categories with colours, and at least one seat', () => {
      expect(readSeatingPlan({}).problems).toEqual({ zones: 'Send exactly one of zones (with categories), generate or pretix.' });
      expect(readSeatingPlan({ ...plan(), generate: { sections: [] } }).problems).toHaveProperty('zones');
      expect(readSeatingPlan({ ...plan(), categories: [{ name: 'Gold', color: 'gold' }] }).problems).toHaveProperty(['categories.0.color']);
      expect(readSeatingPlan({ categories: plan().categories, zones: [{ name: 'Stalls', rows: [] }] }).problems).toEqual({ zones: 'A seating plan needs at least one seat.' });
    });
  });

  describe("pretix's plan JSON", () => {
    const pretix = {
      name: 'Hall',
      categories: [{ name: 'Stalls', color: '#1565c0' }, { name: 'Box', color: '#c62828' }],
      size: { width: 400, height: 300 },
      zones: [{
        name: 'Ground floor', uuid: 'z1', position: { x: 100, y: 50 }, areas: [],
        rows: [
          { row_number: 'A', uuid: 'r1', position: { x: 5, y: 10 }, seats: [
            { seat_guid: '2d3a5a1e-1', seat_number: '1', uuid: 's1', position: { x: 0, y: 0 }, category: 'Stalls' },
            { seat_guid: '2d3a5a1e-2', seat_number: '2', uuid: 's2', position: { x: 12, y: 0 }, category: 'Box' },
          ] },
        ],
      }],
    };

    it('maps zones, rows (row_number), seats (seat_guid, seat_number) and absolute positions onto the plan', () => {
      const { layout, problems } = readSeatingPlan({ pretix });
      expect(problems).toBeUndefined();
      expect(layout!.zones[0]).toEqual({
        name: 'Ground floor',
        rows: [{ label: 'A', seats: [
          { guid: '2d3a5a1e-1', label: '1', x: 105, y: 60, category: 'Stalls' },
          { guid: '2d3a5a1e-2', label: '2', x: 117, y: 60, category: 'Box' },
        ] }],
      });
    });

    it('refuses what is not a pretix plan, and names the field of a broken seat', () => {
      expect(readSeatingPlan({ pretix: { hello: 'world' } }).problems).toEqual({ pretix: 'This is not a pretix seating plan: it needs categories and zones of rows of seats.' });
      const broken = structuredClone(pretix);
      broken.zones[0].rows[0].seats[1].category = 'Gallery';
      expect(readSeatingPlan({ pretix: broken }).problems).toEqual({ 'pretix.zones.0.rows.0.seats.1.category': "Gallery is not one of the plan's categories." });
    });
  });

  it('names a seat for tickets and the door', () => {
    expect(seatLabel('Stalls', 'F', '12')).toBe('Stalls · Row F · Seat 12');
  });
});
