import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { composeTailwindRenderProps } from './compose';
import { focusRing } from './utils';

export function Tabs(props: TabsProps) {
  return (
    <AriaTabs {...props} className={composeTailwindRenderProps(props.className, 'flex flex-col gap-4')} />
  );
}

export function TabList<T extends object>(props: TabListProps<T>) {
  return (
    <AriaTabList
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        'grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-slate-100 p-1',
      )}
    />
  );
}

const tabStyles = tv({
  extend: focusRing,
  base: 'flex cursor-default items-center justify-center rounded-md px-3 py-1.5 text-center text-sm font-medium transition-colors',
  variants: {
    isSelected: {
      false: 'text-slate-700 hover:bg-white/60',
      true: 'bg-white text-slate-900 shadow-sm',
    },
    isDisabled: { true: 'cursor-not-allowed text-slate-500 hover:bg-transparent' },
  },
});

export function Tab(props: TabProps) {
  return (
    <AriaTab
      {...props}
      className={composeRenderProps(props.className, (className, renderProps) =>
        tabStyles({ ...renderProps, className }),
      )}
    />
  );
}

export function TabPanel(props: TabPanelProps) {
  return (
    <AriaTabPanel
      {...props}
      className={composeRenderProps(props.className, (className, renderProps) =>
        focusRing({ ...renderProps, className: `rounded-lg ${className ?? ''}` }),
      )}
    />
  );
}
