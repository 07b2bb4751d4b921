import type { ReactNode } from 'react';
import { Card } from '../components/card/card';

export function GallerySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} style={{ marginBottom: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
        {children}
      </div>
    </Card>
  );
}
