import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { Button } from './Button';
import { Field } from './Field';

function Controlled(props: { error?: string; multiline?: boolean }) {
  const [value, setValue] = useState('');
  return props.multiline ? (
    <Field label="Bio" name="bio" multiline value={value} onChange={setValue} hint="Markdown." />
  ) : (
    <Field
      label="Handle"
      name="handle"
      value={value}
      onChange={setValue}
      hint="3 to 24 characters."
      error={props.error}
    />
  );
}

test('a field is labelled, described by its hint and error, and invalid with an error', async () => {
  const { rerender } = render(<Controlled />);
  const input = screen.getByLabelText('Handle');
  expect(input).toHaveAccessibleDescription('3 to 24 characters.');
  expect(input).not.toHaveAttribute('aria-invalid');
  await userEvent.type(input, 'ada');
  expect(input).toHaveValue('ada');

  rerender(<Controlled error="That handle is taken." />);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('3 to 24 characters. That handle is taken.');
});

test('multiline is a textarea, and inputRef reaches it', () => {
  const ref = createRef<HTMLTextAreaElement>();
  render(<Field label="Body" name="body" multiline value="" onChange={() => {}} inputRef={ref} />);
  expect(ref.current?.tagName).toBe('TEXTAREA');
  expect(screen.getByRole('textbox', { name: 'Body' })).toBe(ref.current);
});

test('a busy button says so, keeps focus and ignores presses', async () => {
  const onClick = jest.fn();
  const { rerender } = render(
    <Button onClick={onClick} busy busyLabel="Saving…">
      Save
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Saving…' });
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('aria-disabled', 'true');
  button.focus();
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
  expect(button).toHaveFocus();

  rerender(
    <Button onClick={onClick} busyLabel="Saving…">
      Save
    </Button>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onClick).toHaveBeenCalledTimes(1);
});
