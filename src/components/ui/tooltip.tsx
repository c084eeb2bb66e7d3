import type { ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';

/** A short hint shown on hover and keyboard focus of its (focusable) trigger. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <TooltipTrigger delay={400}>
      {children}
      <AriaTooltip
        offset={6}
        className="max-w-64 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-md"
      >
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
