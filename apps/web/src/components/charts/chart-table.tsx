import styles from './charts.module.css';

/** The figures a chart draws, as a table only screen readers see (the SVG itself is one image). */
export function ChartTable({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly (readonly [string, ...(number | string)[]])[] }) {
  return (
    // Wrapped: a table ignores a 1-px height, and its rows would stretch the page.
    <div className={styles.srOnly}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, ...values]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {values.map((v, i) => (
                <td key={i}>{v}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
