/** A friendly empty list: what is missing, and what to do about it. */
export function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-xl bg-sand-50 px-4 py-6 text-center">
      <p className="font-semibold">{title}</p>
      <p className="text-ink-muted">{text}</p>
    </div>
  );
}
