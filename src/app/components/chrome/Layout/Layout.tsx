import type { ReactNode } from "react";
import { Drawer, DrawerProvider, useDrawer } from "../Drawer/Drawer.tsx";
import { Footer } from "../Footer/Footer.tsx";
import { Header } from "../Header/Header.tsx";
import { NotificationBar } from "../NotificationBar/NotificationBar.tsx";
import { OfflineBanner } from "../OfflineBanner/OfflineBanner.tsx";
import "./Layout.css";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <DrawerProvider>
      <div className="layout">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <NotificationBar />
        <Header />
        <LinksOnlyDrawer />
        <main id="main" className="layout__main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <OfflineBanner />
      </div>
    </DrawerProvider>
  );
}

/** Pages without a sidebar still have a drawer on phones, for the links the one-row header has no room for. */
function LinksOnlyDrawer() {
  return useDrawer().withSidebar ? null : <Drawer />;
}
