/** Three bouncing dots while the assistant has not written anything yet. */
export function TypingIndicator({ label = 'The assistant is typing…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex justify-start">
      <span className="sr-only">{label}</span>
      <span aria-hidden className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 animate-bounce rounded-full bg-slate-400"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
    </div>
  );
}
