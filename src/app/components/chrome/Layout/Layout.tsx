import type { ReactNode } from "react";
import { DrawerProvider } from "../Drawer/Drawer.tsx";
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
        <main id="main" className="layout__main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <OfflineBanner />
      </div>
    </DrawerProvider>
  );
}
