// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { OpeningHours, clockTime, openingHoursOf } from '../../src/layout/OpeningHours.tsx';
import type { Business } from '../../src/site/site-types.generated.ts';

const business = { company: 'Pelican Exterior Cleaning' } as Business;
const withHours = {
  ...business,
  hours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' },
    { days: ['Saturday'], opens: '09:00', closes: '13:00' },
  ],
} as Business;

describe('opening hours', () => {
  it('writes 24-hour times the American way', () => {
    expect(clockTime('08:00')).toBe('8:00 AM');
    expect(clockTime('17:30')).toBe('5:30 PM');
    expect(clockTime('12:00')).toBe('12:00 PM');
    expect(clockTime('00:15')).toBe('12:15 AM');
  });

  it('joins days next to each other with the same hours, and shows the days no entry lists as closed', () => {
    const { container } = render(<OpeningHours business={withHours} closedText="Closed" />);
    const rows = [...container.querySelectorAll('.opening-hours-row')].map((r) => r.textContent);
    expect(rows).toEqual(['Monday–Friday8:00 AM–5:00 PM', 'Saturday9:00 AM–1:00 PM', 'SundayClosed']);
  });

  it("in another language, the days and the clock are that language's (business.language)", () => {
    const rows = (language: string) => {
      const { container } = render(<OpeningHours business={{ ...withHours, language }} closedText="—" />);
      return [...container.querySelectorAll('.opening-hours-row')].map((r) => r.textContent);
    };
    expect(rows('fr')).toEqual(['Lundi–Vendredi08:00–17:00', 'Samedi09:00–13:00', 'Dimanche—']);
    expect(rows('de')).toEqual(['Montag–Freitag08:00–17:00', 'Samstag09:00–13:00', 'Sonntag—']);
    expect(rows('en-CA')).toEqual(['Monday–Friday8:00 AM–5:00 PM', 'Saturday9:00 AM–1:00 PM', 'Sunday—']);
    expect(clockTime('17:30', 'fr')).toBe('17:30');
  });

  it('shows nothing while site.yaml has no hours', () => {
    expect(openingHoursOf(business)).toEqual([]);
    const { container } = render(<OpeningHours business={business} closedText="Closed" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('opening hours rows', () => {
  it('keeps days apart when they are not next to each other or their hours differ', () => {
    const rows = openingHoursOf({
      hours: [
        { days: ['Monday', 'Wednesday'], opens: '08:00', closes: '12:00' },
        { days: ['Tuesday'], opens: '08:00', closes: '17:00' },
      ],
    });
    expect(rows.map((r) => r.days)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday–Sunday']);
    expect(rows[3]!.times).toEqual([]);
  });

  it('shows both times of a day in two entries (a lunch break), earliest first', () => {
    const { container } = render(
      <OpeningHours
        business={{
          language: 'fr',
          hours: [
            { days: ['Tuesday', 'Wednesday'], opens: '14:00', closes: '19:00' },
            { days: ['Tuesday', 'Wednesday', 'Saturday'], opens: '09:30', closes: '12:30' },
          ],
        }}
        closedText="Fermé"
      />,
    );
    const rows = [...container.querySelectorAll('.opening-hours-row')].map((r) => r.textContent);
    expect(rows).toEqual([
      'LundiFermé',
      'Mardi–Mercredi09:30–12:30, 14:00–19:00',
      'Jeudi–VendrediFermé',
      'Samedi09:30–12:30',
      'DimancheFermé',
    ]);
  });
});
