import "./Placeholder.css";

/** Grey bars shown while a page's content loads (their widths are in the CSS: no `style` attribute in the prerendered HTML). */
export function Placeholder() {
  return (
    <div className="placeholder" role="status" aria-label="Loading content">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="placeholder__bar" />
      ))}
    </div>
  );
}
