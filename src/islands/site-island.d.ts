// <site-island>: the element that holds an island (display: contents, so it adds no box).
import 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'site-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
