import { render, screen } from '@testing-library/react';
import { Time, formatDate } from './Time';

describe('Time', () => {
  it('writes dates exactly as the English medium date style does, in local time', () => {
    const reference = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
    const dates = [
      new Date(2026, 10, 21),
      new Date(2026, 0, 1, 0, 0, 0),
      new Date(2025, 11, 31, 23, 59, 59),
      new Date(1999, 1, 28, 12),
      new Date('2026-03-08T02:30:00Z'),
    ];
    // Every day of a leap year, to cover each month and day.
    for (let day = 0; day < 366; day++) dates.push(new Date(2024, 0, 1 + day, 9));
    for (const date of dates) expect(formatDate(date)).toBe(reference.format(date));
  });

  it('keeps the machine-readable value and shows text the API sent that is not a date', () => {
    const { container, rerender } = render(<Time dateTime="2026-11-21T08:00:00.000Z" />);
    const time = container.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-11-21T08:00:00.000Z');
    expect(time?.textContent).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(
        new Date('2026-11-21T08:00:00.000Z'),
      ),
    );
    rerender(<Time dateTime="someday" />);
    expect(screen.getByText('someday').localName).toBe('time');
  });
});
