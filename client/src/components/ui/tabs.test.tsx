import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function BeachTabs(props: { value?: string; onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="details" {...props}>
      <TabsList aria-label="About this beach">
        <TabsTrigger value="details">Beach Details</TabsTrigger>
        <TabsTrigger value="walks">Dog Walks</TabsTrigger>
      </TabsList>
      <TabsContent value="details">Parking: pay and display</TabsContent>
      <TabsContent value="walks">The coast path south</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('ties each tab to its panel, and renders only the open panel’s content', () => {
    render(<BeachTabs />);
    const details = screen.getByRole('tab', { name: 'Beach Details' });
    const panel = screen.getByRole('tabpanel', { name: 'Beach Details' });
    expect(details).toHaveAttribute('aria-selected', 'true');
    expect(details).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('aria-labelledby', details.id);
    expect(panel).toHaveAttribute('data-state', 'active');
    expect(panel).toHaveTextContent('Parking: pay and display');

    const walks = screen.getByRole('tab', { name: 'Dog Walks' });
    const hidden = document.getElementById(walks.getAttribute('aria-controls')!)!;
    expect(hidden).not.toBeVisible();
    expect(hidden).toHaveAttribute('data-state', 'inactive');
    expect(hidden).toBeEmptyDOMElement();
    expect(screen.queryByText('The coast path south')).toBeNull();
  });

  it('opens a tab on a click, and with the arrow keys', async () => {
    render(<BeachTabs />);
    const details = screen.getByRole('tab', { name: 'Beach Details' });
    const walks = screen.getByRole('tab', { name: 'Dog Walks' });
    fireEvent.mouseDown(walks, { button: 0 });
    expect(screen.getByRole('tabpanel', { name: 'Dog Walks' })).toHaveTextContent(
      'The coast path south',
    );
    expect(screen.queryByText('Parking: pay and display')).toBeNull();

    walks.focus();
    fireEvent.keyDown(walks, { key: 'ArrowLeft' });
    // Radix moves the focus on the next task.
    await waitFor(() => expect(details).toHaveFocus());
    expect(details).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Beach Details' })).toBeVisible();
  });

  it('follows its value when controlled', () => {
    function Controlled() {
      const [tab, setTab] = useState('walks');
      return (
        <>
          <p>Open: {tab}</p>
          <BeachTabs value={tab} onValueChange={setTab} />
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tabpanel', { name: 'Dog Walks' })).toBeVisible();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Beach Details' }), { button: 0 });
    expect(screen.getByText('Open: details')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Beach Details' })).toBeVisible();
  });
});
