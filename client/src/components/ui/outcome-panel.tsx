import type { ComponentType, ReactNode } from 'react';
import { cn } from './class-names';

const tones = {
  success: { circle: 'bg-allowed-bg', icon: 'text-allowed', role: 'status' },
  error: { circle: 'bg-banned-bg', icon: 'text-banned', role: 'alert' },
} as const;

interface OutcomePanelProps {
  tone: keyof typeof tones;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
  title: string;
  children: ReactNode;
  /** The way on: a button or a link. */
  actions: ReactNode;
}

/** The end of a step: what happened, in a sentence, and the way on ("Check your email", "Invalid link"). */
export function OutcomePanel({ tone, icon: Icon, title, children, actions }: OutcomePanelProps) {
  const style = tones[tone];
  return (
    <div role={style.role} className="space-y-4 text-center">
      <span
        className={cn(
          'mx-auto flex size-14 items-center justify-center rounded-full',
          style.circle,
        )}
      >
        <Icon aria-hidden="true" className={cn('size-7', style.icon)} />
      </span>
      <h2 className="text-xl font-bold">{title}</h2>
      <div className="text-ink-muted">{children}</div>
      <div className="flex flex-wrap justify-center gap-2">{actions}</div>
    </div>
  );
}
