/** The same shimmer as the inline skeleton of index.html, for the rare render before a layout is ready. */
export function BootSkeleton() {
  return (
    <div className="boot" aria-busy="true">
      <div className="boot-bar">
        <svg className="boot-mark" width="36" height="36" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 8l4 4 5-7 5 7 4-4-2 11H5z" fill="currentColor" opacity="0.35" />
        </svg>
      </div>
      <div className="boot-main">
        <div className="boot-hero" />
        <div className="boot-row">
          {Array.from({ length: 8 }, (_, i) => (
            <i key={i} />
          ))}
        </div>
      </div>
    </div>
  );
}
