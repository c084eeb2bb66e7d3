import type { HTMLAttributes } from 'react';
import { cx } from './utils';

type DivProps = HTMLAttributes<HTMLDivElement>;

export function Card({ className, ...props }: DivProps) {
  return (
    <div {...props} className={cx('rounded-xl border border-line bg-surface text-fg shadow-sm', className)} />
  );
}

export function CardHeader({ className, ...props }: DivProps) {
  return <div {...props} className={cx('flex flex-col gap-1.5 p-6', className)} />;
}

export function CardTitle({
  className,
  level = 3,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { level?: 2 | 3 | 4 }) {
  const Tag = `h${level}` as const;
  return <Tag {...props} className={cx('text-lg leading-tight font-semibold', className)} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p {...props} className={cx('text-sm text-fg-muted', className)} />;
}

export function CardContent({ className, ...props }: DivProps) {
  return <div {...props} className={cx('p-6 pt-0', className)} />;
}

export function CardFooter({ className, ...props }: DivProps) {
  return <div {...props} className={cx('flex items-center p-6 pt-0', className)} />;
}
