import "./Placeholder.css";

/** Grey bars shown while a page's content loads. */
export function Placeholder() {
  return (
    <div className="placeholder" role="status" aria-label="Loading content">
      {[92, 78, 85, 60, 88, 70].map((width, index) => (
        <div key={index} className="placeholder__bar" style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}
