import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Toast, TOAST_DURATION_MS } from './Toast';

function Host() {
  const [shown, setShown] = useState(true);
  return (
    <Toast
      message={
        shown ? { key: 1, text: 'Archived.', action: { label: 'Undo', run: () => {} } } : null
      }
      onDismiss={() => setShown(false)}
    />
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a toast goes away by itself after a few seconds', () => {
  render(<Host />);
  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 100));
  expect(screen.getByText('Archived.')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  expect(screen.queryByText('Archived.')).not.toBeInTheDocument();
});

test('it waits while focus is on it, and Escape closes it', () => {
  render(<Host />);
  act(() => screen.getByRole('button', { name: 'Undo' }).focus());
  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 3));
  expect(screen.getByText('Archived.')).toBeInTheDocument();
  fireEvent.keyDown(screen.getByRole('button', { name: 'Undo' }), { key: 'Escape' });
  expect(screen.queryByText('Archived.')).not.toBeInTheDocument();
});
