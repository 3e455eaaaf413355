import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs, tabPanelProps } from './Tabs';

const TABS = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
] as const;

function Example() {
  const [tab, setTab] = useState<'one' | 'two' | 'three'>('one');
  return (
    <>
      <Tabs label="Example" idPrefix="ex" tabs={TABS} selected={tab} onSelect={setTab} />
      {TABS.map(({ id, label }) => (
        <div key={id} {...tabPanelProps('ex', id, tab)}>
          Panel {label}
        </div>
      ))}
    </>
  );
}

test('one tab stop; arrows, Home and End move and select, wrapping around', async () => {
  const user = userEvent.setup();
  render(<Example />);
  const tab = (name: string) => screen.getByRole('tab', { name });
  expect(tab('One')).toHaveAttribute('tabindex', '0');
  expect(tab('Two')).toHaveAttribute('tabindex', '-1');
  expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('Panel One');

  await user.tab();
  expect(tab('One')).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(tab('Two')).toHaveFocus();
  expect(tab('Two')).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Two' })).toBeVisible();
  expect(screen.queryByRole('tabpanel', { name: 'One' })).not.toBeInTheDocument();
  await user.keyboard('{End}');
  expect(tab('Three')).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(tab('One')).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(tab('Three')).toHaveFocus();
  await user.keyboard('{Home}');
  expect(tab('One')).toHaveAttribute('aria-selected', 'true');
});
