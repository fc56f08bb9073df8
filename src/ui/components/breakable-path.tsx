import { Fragment } from 'react';

/** A path that may wrap after any of its separators (a dot, a slash), and nowhere else. */
export function BreakablePath({ path, separator }: { path: string; separator: string }) {
  const segments = path.split(separator);
  return segments.map((segment, index) => (
    <Fragment key={index}>
      {segment}
      {index < segments.length - 1 ? (
        <>
          {separator}
          <wbr />
        </>
      ) : null}
    </Fragment>
  ));
}
