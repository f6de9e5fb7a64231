import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

/** The right column's two tabs: 'Beach Details' by default, and 'Dog Walks'. */
export function BeachDetailTabs({ details, walks }: { details: ReactNode; walks: ReactNode }) {
  return (
    <Tabs defaultValue="details" className="space-y-4">
      <TabsList aria-label="About this beach">
        <TabsTrigger value="details">Beach Details</TabsTrigger>
        <TabsTrigger value="walks">Dog Walks</TabsTrigger>
      </TabsList>
      <TabsContent value="details" className="space-y-6">
        {details}
      </TabsContent>
      <TabsContent value="walks">{walks}</TabsContent>
    </Tabs>
  );
}
