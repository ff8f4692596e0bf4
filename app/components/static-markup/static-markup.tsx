import { startTransition, use, useEffect, useRef, useState, type ComponentType, type MouseEvent } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { useLocale } from "~/i18n/use-messages";
import { followStaticLink } from "./follow-static-link";
import { InStaticMarkup } from "~/request-scope/document-render-data";
import { isHydrating } from "./hydration-phase";

/**
 * What a page gives a static part in place of props that its document kept on the server (docs/decisions/058): the
 * browser keeps the server's markup of the part, so it needs none. A `.data` request always carries the props.
 */
export const KEPT_ON_SERVER = { keptOnServer: true } as const;
type KeptOnServer = typeof KEPT_ON_SERVER;

const isKept = (props: object): props is KeptOnServer => "keptOnServer" in props;

/** What the wrapper hydrates with: React leaves the server's children of a dangerouslySetInnerHTML element alone. */
const KEEP_SERVER_CHILDREN = { __html: "" };

/**
 * Part of a page that needs no JavaScript once it is on screen: text, pictures, links (docs/decisions/021).
 *
 * `load` imports the component with a dynamic import, so its code is not in the page's bundle. The server renders
 * it like any component. When the browser hydrates the server's page, the part keeps the server's markup as it is
 * and never downloads its code; only when it appears through a client-side navigation (another page, the other
 * language) does the browser load the code and draw it. Links inside it still navigate on the client
 * (followStaticLink). It must hold nothing interactive: no event handlers, state or effects.
 *
 * The part is drawn anew when its props or the language change, so it never keeps words or figures that are out
 * of date. Given `KEPT_ON_SERVER` instead of props (a document that left them out of its page data), it can only
 * keep the server's markup; should it have to draw after all, it asks the loaders again, whose `.data` answer has them.
 */
export function staticMarkup<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P | KeptOnServer> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  // The server renders this on most requests: load it when the server starts, not on the first request.
  if (import.meta.env.SSR) void loadOnce();

  function Markup(props: P) {
    const Component = loaded ?? use(loadOnce());
    // On the server, words a home document kept out of its page data for static markup reach it (use-messages.ts).
    return import.meta.env.SSR ? (
      <InStaticMarkup value>
        <Component {...props} />
      </InStaticMarkup>
    ) : (
      <Component {...props} />
    );
  }

  function StaticPart({ props }: { props: P | KeptOnServer }) {
    const navigate = useNavigate();
    const revalidator = useRevalidator();
    const wrapper = useRef<HTMLDivElement>(null);
    const [keepServerMarkup, setKeepServerMarkup] = useState(isHydrating);
    const kept = isKept(props);
    useEffect(() => {
      // Nothing came from the server after all (React re-rendered the page in the browser, e.g. to recover from a
      // hydration error elsewhere): draw the part. A transition, so the page waits for the code instead of blanking.
      // Without its props, ask for them: the loaders' answer makes a new part, which draws itself.
      if (!(keepServerMarkup || kept) || wrapper.current?.firstChild) return;
      if (!kept) startTransition(() => setKeepServerMarkup(false));
      else if (revalidator.state === "idle") void revalidator.revalidate();
    }, [keepServerMarkup, kept, revalidator]);
    const onClick = (event: MouseEvent<HTMLDivElement>) => followStaticLink(event, navigate);
    if (keepServerMarkup || isKept(props)) {
      return (
        <div
          ref={wrapper}
          className="contents"
          onClick={onClick}
          suppressHydrationWarning
          dangerouslySetInnerHTML={KEEP_SERVER_CHILDREN}
        />
      );
    }
    return (
      <div ref={wrapper} className="contents" onClick={onClick}>
        <Markup {...props} />
      </div>
    );
  }

  return function StaticMarkup(props: P | KeptOnServer) {
    const locale = useLocale();
    return <StaticPart key={`${locale}:${JSON.stringify(props)}`} props={props} />;
  };
}
