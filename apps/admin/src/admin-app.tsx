import type { AdminHomeBlock, AdminNavbarPromotion } from '@manufaktura/contract';
import type { StaffArea } from '@manufaktura/core';
import { htmlToText } from '@manufaktura/core';
import ArticleIcon from '@mui/icons-material/Article';
import BusinessIcon from '@mui/icons-material/Business';
import CampaignIcon from '@mui/icons-material/Campaign';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import DescriptionIcon from '@mui/icons-material/Description';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LockIcon from '@mui/icons-material/Lock';
import MailIcon from '@mui/icons-material/Mail';
import OutboxIcon from '@mui/icons-material/Outbox';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReviewsIcon from '@mui/icons-material/Reviews';
import SellIcon from '@mui/icons-material/Sell';
import type { LayoutProps, ResourceProps } from 'react-admin';
import { Admin, CustomRoutes, Layout, Menu, Resource } from 'react-admin';
import { Route } from 'react-router-dom';

import { authProvider } from './auth-provider.ts';
import { dataProvider } from './data-provider.ts';
import { i18nProvider } from './i18n/index.ts';
import { shopPolish } from './i18n/shop-pl.ts';
import { Dashboard } from './pages/dashboard.tsx';
import { InvitationPage } from './pages/invitation-page.tsx';
import { LoginPage } from './pages/login-page.tsx';
import { SecurityPage } from './pages/security-page.tsx';
import { AuditList } from './resources/audit.tsx';
import { CompanyEdit, CompanyList } from './resources/companies.tsx';
import { CouponCreate, CouponEdit, CouponList } from './resources/coupons.tsx';
import { HomeBlockEdit, HomeBlockList } from './resources/home-blocks.tsx';
import { InquiryList, InquiryShow } from './resources/inquiries.tsx';
import { NavbarPromotionCreate, NavbarPromotionEdit, NavbarPromotionList } from './resources/navbar-promotions.tsx';
import { SubscriberList } from './resources/newsletter.tsx';
import { OrderList, OrderShow } from './resources/orders.tsx';
import { EmailList, EmailShow } from './resources/outbox.tsx';
import { PageEdit, PageList } from './resources/pages.tsx';
import { PostCreate, PostEdit, PostList } from './resources/posts.tsx';
import { ProductCreate, ProductEdit, ProductList } from './resources/products.tsx';
import { PromotionCreate, PromotionEdit, PromotionList } from './resources/promotions.tsx';
import { ReviewList, ReviewShow } from './resources/reviews.tsx';
import { ShippingMethodEdit, ShippingMethodList } from './resources/shipping.tsx';
import { StaffCreate, StaffEdit, StaffList } from './resources/staff.tsx';
import { TestimonialCreate, TestimonialEdit, TestimonialList } from './resources/testimonials.tsx';
import { theme } from './theme.ts';

/** The menu in its order: each resource with the staff area a member needs for it (staffMay in core). */
const RESOURCES: ({ area: StaffArea } & ResourceProps)[] = [
  {
    area: 'staff',
    name: 'staff',
    icon: PeopleIcon,
    list: StaffList,
    create: StaffCreate,
    edit: StaffEdit,
    recordRepresentation: 'email',
  },
  {
    area: 'catalog',
    name: 'products',
    icon: InventoryIcon,
    list: ProductList,
    create: ProductCreate,
    edit: ProductEdit,
    recordRepresentation: 'name',
  },
  {
    area: 'catalog',
    name: 'shipping-methods',
    icon: LocalShippingIcon,
    list: ShippingMethodList,
    edit: ShippingMethodEdit,
    recordRepresentation: 'name',
  },
  {
    area: 'orders',
    name: 'orders',
    icon: ReceiptIcon,
    list: OrderList,
    show: OrderShow,
    recordRepresentation: 'number',
  },
  {
    area: 'content',
    name: 'reviews',
    icon: ReviewsIcon,
    list: ReviewList,
    show: ReviewShow,
    recordRepresentation: 'title',
  },
  {
    area: 'content',
    name: 'companies',
    icon: BusinessIcon,
    list: CompanyList,
    edit: CompanyEdit,
    recordRepresentation: 'name',
  },
  {
    area: 'content',
    name: 'posts',
    icon: ArticleIcon,
    list: PostList,
    create: PostCreate,
    edit: PostEdit,
    recordRepresentation: 'title',
  },
  {
    area: 'content',
    name: 'pages',
    icon: DescriptionIcon,
    list: PageList,
    edit: PageEdit,
    recordRepresentation: 'title',
  },
  {
    area: 'content',
    name: 'testimonials',
    icon: FormatQuoteIcon,
    list: TestimonialList,
    create: TestimonialCreate,
    edit: TestimonialEdit,
    recordRepresentation: 'name',
  },
  {
    area: 'content',
    name: 'home-blocks',
    icon: HomeIcon,
    list: HomeBlockList,
    edit: HomeBlockEdit,
    recordRepresentation: (block: AdminHomeBlock) => shopPolish.admin.home.block[block.id],
  },
  {
    area: 'promotions',
    name: 'coupons',
    icon: LocalOfferIcon,
    list: CouponList,
    create: CouponCreate,
    edit: CouponEdit,
    recordRepresentation: 'code',
  },
  {
    area: 'promotions',
    name: 'promotions',
    icon: SellIcon,
    list: PromotionList,
    create: PromotionCreate,
    edit: PromotionEdit,
    recordRepresentation: 'name',
  },
  {
    area: 'promotions',
    name: 'navbar-promotions',
    icon: CampaignIcon,
    list: NavbarPromotionList,
    create: NavbarPromotionCreate,
    edit: NavbarPromotionEdit,
    recordRepresentation: (promotion: AdminNavbarPromotion) => htmlToText(promotion.content),
  },
  {
    area: 'customers',
    name: 'inquiries',
    icon: ContactMailIcon,
    list: InquiryList,
    show: InquiryShow,
    recordRepresentation: 'name',
  },
  { area: 'customers', name: 'newsletter', icon: MailIcon, list: SubscriberList, recordRepresentation: 'email' },
  {
    area: 'customers',
    name: 'outbox',
    icon: OutboxIcon,
    list: EmailList,
    show: EmailShow,
    recordRepresentation: 'subject',
  },
  { area: 'audit', name: 'audit', icon: HistoryIcon, list: AuditList },
];

function ShopMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <Menu.Item to="/bezpieczenstwo" primaryText="admin.security.menu" leftIcon={<LockIcon />} />
    </Menu>
  );
}

function ShopLayout({ children }: LayoutProps) {
  return <Layout menu={ShopMenu}>{children}</Layout>;
}

/**
 * The back office: react-admin over `/api/admin`, in Polish. Each resource is
 * offered only to the roles whose areas include it (the API refuses the rest
 * with 403 all the same). Every page asks for a signed-in member but the
 * invitation's, which is how a new member gets a password.
 */
export function AdminApp() {
  return (
    <Admin
      title={shopPolish.admin.title}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={ShopLayout}
      theme={theme}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/zaproszenie/:token" element={<InvitationPage />} />
      </CustomRoutes>
      {(areas: StaffArea[]) => (
        <>
          {RESOURCES.filter(({ area }) => areas.includes(area)).map(({ area: _area, ...resource }) => (
            <Resource key={resource.name} {...resource} />
          ))}
          <CustomRoutes>
            <Route path="/bezpieczenstwo" element={<SecurityPage />} />
          </CustomRoutes>
        </>
      )}
    </Admin>
  );
}
