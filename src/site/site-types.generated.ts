// Generated from schema/ by `npm run gen`. Do not edit: change the schema and run it again.
// The site after loading: every field with a default in the schema is filled in (src/validate/load-site.ts).
/* eslint-disable */

/**
 * A section of a page. Its type says which kind; see docs/blocks.md for every type and its fields.
 */
export type Block<M = Markdown> =
  | BeforeAfterBlock
  | CarouselBlock
  | ColumnsBlock<M>
  | ContactFormBlock<M>
  | CtaButtonsBlock<M>
  | FaqAccordionBlock<M>
  | GuaranteeBlock<M>
  | HeroBlock
  | ImageBandBlock<M>
  | LinkCardsBlock
  | LinkListBlock
  | LocationsBlock<M>
  | LogoStripBlock
  | NoticeBlock<M>
  | ReasonsBlock<M>
  | RichTextBlock<M>
  | ServiceCardsBlock
  | ServiceHeroBlock<M>
  | SwatchGuideBlock<M>
  | TeamCardsBlock<M>
  | TestimonialsBlock
  | TrustStripBlock
  | UnderConstructionBlock;
/**
 * Where a link goes: a path of this site such as /contact or /services/faqs#prices, a relative path such as why-use-us, an https:// address, or a tel: or mailto: link.
 */
export type Link = string;
/**
 * Formatted text in a small, safe Markdown subset: paragraphs, **bold**, *italic*, [links](/contact), lists and ## headings. HTML is shown as text. {{company}}, {{phone}}, {{email}} and {{phoneLink}} (the phone's tel: link, as in [{{phone}}]({{phoneLink}})) are filled in from business:, in this and every other text.
 */
export type Markdown = string;
/**
 * An id for linking straight to this part of the page, as /page#id. Lower-case letters, digits and dashes.
 */
export type AnchorId = string;

/**
 * The whole website: business settings, the menu and every page with its blocks.
 */
export interface SiteConfig<M = Markdown> {
  business: Business<M>;
  emailjs?: EmailSettings;
  office?: OfficeSettings;
  /**
   * The menu in the header, in order. The same entries show on phones and desktops.
   *
   * @minItems 1
   */
  menu: MenuItem[];
  header?: Header;
  footer?: Footer;
  /**
   * The few words the site's frame shows or says on every page (the call buttons, the phone menu, the skip link), for a site in another language or with other words. Every other word is in your blocks and settings, but for the opening hours' day names and clock, which follow business.language. Each has a default.
   */
  wording: {
    /**
     * Put before the phone number on the call buttons: the header's top bar, the call bar at the bottom of a phone's screen and the phone menu. Default: Call.
     */
    call: string;
    /**
     * The phone menu's button and the title of its panel. Default: Menu.
     */
    menu: string;
    /**
     * What a screen reader says for the × that closes the phone menu. Default: Close menu.
     */
    closeMenu: string;
    /**
     * What a screen reader calls the site's menu (its navigation landmark). Default: Main.
     */
    mainMenu: string;
    /**
     * What a screen reader calls the bar of buttons at the bottom of a phone's screen. Default: Call or ask for a quote.
     */
    callBar: string;
    /**
     * The first link of every page, shown when a keyboard reaches it: it jumps past the menu to the page's own content. Default: Skip to content.
     */
    skipLink: string;
    /**
     * What a screen reader says for the arrow button that opens a menu entry's own entries, in the phone menu and the desktop menu; {title} is the entry's title. Default: {title} submenu.
     */
    submenu: string;
    /**
     * The name and heading of the page listing the towns with a page of their own (/service-areas). Default: Service areas.
     */
    areasPage: string;
    /**
     * The heading of a town's page; {town} and {parish} are the town's. Default: {town}, {parish}.
     */
    areaHeading: string;
    /**
     * The heading over the services of a town's page. Default: What we do in {town}.
     */
    areaServices: string;
    /**
     * The heading over the reviews of a town's page. Default: Reviews from {town}.
     */
    areaReviews: string;
    /**
     * The heading of the form of a town's page. Default: Ask for an estimate in {town}.
     */
    areaForm: string;
    /**
     * The heading of a service's page in a town (townPages); {service} is the service page's name, {town} and {parish} the town's. Default: {service} in {town}.
     */
    serviceInTown: string;
    /**
     * The heading over a service page's links to its pages in towns (townPages). Default: {service} in your town.
     */
    serviceTowns: string;
    /**
     * The heading over the links of a service's page in a town to the service page and the town's page. Default: More about us in {town}.
     */
    serviceInTownLinks: string;
    /**
     * The label over a town's text marked sample: true. Default: Example text: the owner has not written about this town yet.
     */
    areaSample: string;
    /**
     * The link to your Google review page (business.googlePlaceId), in the footer and the form's thank-you message. Default: Review us on Google.
     */
    reviewUs: string;
    /**
     * The label shown over a picture marked sample: true, and added to its alt text: a stand-in until a photo of your own work replaces it (the deploy build refuses it). Default: Example photo.
     */
    samplePhoto: string;
  };
  notFound?: NotFound;
  /**
   * The business's claims shown together by every trustStrip block (the service pages), written once here: e.g. the year you started, your insurance, your review count.
   */
  trust?: TrustItem[];
  /**
   * Every page of the site. A page's address is its path under its parent's path.
   *
   * @minItems 1
   */
  routes: Route<M>[];
}
/**
 * Facts about the business that show across the whole site: header, footer, titles and links.
 */
export interface Business<M = Markdown> {
  /**
   * The company name, used in titles, the header and the footer. Text elsewhere names it as {{company}}.
   */
  company: string;
  /**
   * The phone number as people read it, e.g. (555) 555-0142, with spaces, dashes, dots or brackets. Every Call button dials it. A number without + is dialled as a US or Canadian number (+1) and needs its 10 digits, the area code and the number; a number in another country (business.country) starts with + and its country code (7 to 15 digits), without the 0 dialled only inside the country: +33 4 78 29 41 63. Text elsewhere names it as {{phone}}, and its tel: link as {{phoneLink}}.
   */
  phone: string;
  /**
   * The phone number as your customers write it, when that is not the international form of phone, e.g. 04 78 29 41 63 in France or 01904 555 0123 in the UK. Every page shows it; every Call button still dials phone. It must be the same number: npm run validate refuses one that is not. Default: phone as written.
   */
  phoneShown?: string;
  /**
   * The email address visitors write to. Text elsewhere names it as {{email}}.
   */
  email: string;
  /**
   * The town shown in the header contact bar, e.g. Springfield, IL. For search engines, the part before the comma is the town (see locality) and the part after it the state or region (see region).
   */
  location: string;
  /**
   * The external reviews page (e.g. your Google or BBB profile), shown at the end of both menus and in the footer, and given to search engines. It opens in a new tab. Leave it out until the business has one: no menu entry is added.
   */
  reviews?: {
    /**
     * The words of the menu entry, e.g. Reviews.
     */
    label: string;
    /**
     * The full https:// address of the reviews page.
     */
    url: string;
  };
  /**
   * The public address of the site, without a trailing slash, e.g. https://www.example.com.
   */
  siteUrl: string;
  /**
   * The default search-engine description of a page, used where a page has none.
   */
  description?: string;
  /**
   * The brand colours, as #rrggbb.
   */
  theme: {
    /**
     * Main brand colour, e.g. #1a5e3a: tints and backgrounds, the headings, links and buttons (white words on it). Kept as written where it is decorative; where a light colour is too light to read on white (4.5:1 for small words, 3:1 for headings), a darker shade of it is used there, and npm run validate says which.
     */
    primary: string;
    /**
     * Accent colour, e.g. #c46f1b: small accents and the keyboard focus ring. Kept as written where it is decorative; where it is under 3:1 on white, the focus ring and the borders of controls use a darker shade of it, and npm run validate says which.
     */
    secondary: string;
    /**
     * How the SVG pictures of public/ follow the brand colours: each colour they are drawn in (#rrggbb, lower case) and what it becomes. Colours not listed stay as drawn, and the logo files are never recoloured. Default: none.
     */
    art: {
      [k: string]: ArtColour | undefined;
    };
  };
  /**
   * How the browser title of a page is written.
   */
  title: {
    /**
     * The title of a page with a name. {page}, {middle} and {company} are filled in, e.g. '{page} - {middle} - {company}'.
     */
    pattern: string;
    /**
     * The words for {middle}, e.g. Plumbing In Springfield IL.
     */
    middle: string;
    /**
     * The title of a page without a name. {middle} and {company} are filled in.
     */
    default: string;
  };
  /**
   * The logo in the header. It links to the home page.
   */
  logo: {
    /**
     * The logo file under public/.
     */
    src: string;
    /**
     * Other logo files for parts of the site, e.g. the logo of a second brand on its pages. On each page the first variant whose pathContains is part of the page's address replaces src.
     *
     * Items: A logo shown on some pages.
     */
    variants?: {
      /**
       * Words of the page address, e.g. commercial for /commercial and every page under it.
       */
      pathContains: string;
      /**
       * The logo file under public/, the same size as src.
       */
      src: string;
    }[];
    /**
     * What a screen reader says for the logo, e.g. the company name.
     */
    alt: string;
    /**
     * Width of the logo file in pixels.
     */
    width: number;
    /**
     * Height of the logo file in pixels.
     */
    height: number;
  };
  /**
   * The first year in the footer's copyright line, e.g. 2019 for © 2019–2026 (the year the business or its website started; not a year still to come). Leave it out to show the current year alone.
   */
  copyrightStartYear?: number;
  /**
   * The year the business started, given to search engines, e.g. 2004.
   */
  foundingYear?: number;
  /**
   * The price level given to search engines, e.g. $$ or From $179.
   */
  priceRange?: string;
  /**
   * The street address customers come to, e.g. 123 Main Street, Suite 4: shown in the footer above the town and given to search engines. Leave it out for a business that goes to its customers (a service-area business).
   */
  streetAddress?: string;
  /**
   * The postal (ZIP) code of the business, e.g. 97702 or B3J 1A1. Shown after the town in the footer and given to search engines.
   */
  postalCode?: string;
  /**
   * The map position of the business (or the centre of its town), given to search engines.
   */
  geo?: {
    /**
     * Degrees north (negative south), e.g. 44.0582.
     */
    latitude: number;
    /**
     * Degrees east (negative west), e.g. -121.3153.
     */
    longitude: number;
  };
  /**
   * The opening hours, shown in the footer and on the contact page and given to search engines. Days that no entry lists are closed. A day closed for lunch is in two entries, one for the morning and one for the afternoon; hours of one day must not overlap.
   *
   * @minItems 1
   */
  hours?: OpeningHours[];
  /**
   * The towns you serve, each with its own page at /service-areas/<town> when you have written about working there (text:). A town without text: is listed as plain text. docs/local-search.md shows how to add one.
   */
  areas?: Area<M>[];
  /**
   * Your Google Business Profile's place id (find it with Google's Place ID Finder), e.g. ChIJN1t_tDeuEmsRUsoyG83frY4. With it, the footer and the form's thank-you message link to your Google review page: the same link for every customer.
   */
  googlePlaceId?: string;
  /**
   * The towns and areas served, given to search engines, e.g. Springfield, IL.
   *
   * @minItems 1
   *
   * Items: A town or area, e.g. Chatham, IL.
   */
  areaServed?: string[];
  /**
   * The schema.org type of the business given to search engines, e.g. Plumber, HomeAndConstructionBusiness or Electrician (see schema.org/LocalBusiness and the types under it; npm run validate warns about any other, e.g. a made-up MusicSchool). Default LocalBusiness.
   */
  schemaType: string;
  /**
   * The town given to search engines, and written after the postal code in the footer's address where the country puts the code first (69004 Lyon). Default: location up to its first comma.
   */
  locality?: string;
  /**
   * The state or region given to search engines, e.g. IL. Default: location after its first comma.
   */
  region?: string;
  /**
   * The language the site is written in, as its code, e.g. en, en-CA or fr-CA: screen readers pronounce the words by it, browsers offer translation by it, and the opening hours take its day names and clock (Lundi 09:30–19:00; en, en-US and en-CA: Monday 9:30 AM–7:00 PM). The other words are all yours: your blocks, settings and wording:. Default: en.
   */
  language: string;
  /**
   * The country given to search engines, as its two-letter code, e.g. US or CA. Default US.
   */
  country: string;
}
/**
 * What a colour of the pictures becomes: a brand colour, or a brand colour mixed with another colour.
 */
export interface ArtColour {
  /**
   * The brand colour it becomes.
   */
  base: 'primary' | 'secondary';
  /**
   * A colour mixed into base: the other brand colour or #rrggbb, e.g. #000000 for a darker shade.
   */
  with?: string;
  /**
   * How much of base is kept when with is mixed in, e.g. 0.78.
   */
  keep?: number;
}
/**
 * Days with the same opening and closing time, e.g. Monday to Friday, 08:00 to 17:00.
 */
export interface OpeningHours {
  /**
   * The days these hours apply to, e.g. [Monday, Tuesday, Wednesday, Thursday, Friday].
   *
   * @minItems 1
   *
   * Items: A day of the week, in English, starting with a capital letter.
   */
  days: ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[];
  /**
   * The opening time on the 24-hour clock, in quotes, e.g. "08:00".
   */
  opens: string;
  /**
   * The closing time on the 24-hour clock, in quotes, e.g. "17:00"; later than opens.
   */
  closes: string;
}
/**
 * The EmailJS account that delivers the contact form. The environment variables VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID and VITE_EMAILJS_TEMPLATE_ID override these. While they are missing or placeholders, a built site's form opens the visitor's email app instead, and says so.
 */
export interface EmailSettings {
  /**
   * The account's public key (public by EmailJS's design).
   */
  publicKey: string;
  /**
   * The email service ID, e.g. service_abc123.
   */
  serviceId: string;
  /**
   * The email template ID, e.g. template_abc123.
   */
  templateId: string;
  /**
   * The EmailJS server. Leave out to use https://api.emailjs.com. VITE_EMAILJS_ORIGIN overrides it; the value self means the site's own server, which is what npm start and npm run dev use (they answer with a local stand-in that writes to .outbox/enquiries.jsonl).
   */
  origin?: string;
  /**
   * The shortest time between two requests delivered from the same browser, in milliseconds; a second request sooner waits on the visitor's device and is sent when the time is up. 0 turns the limit off; at most 3600000 (one hour). Default: 60000 (one minute).
   */
  throttleMs: number;
  /**
   * Optional: a second email service of the same EmailJS account (e.g. another mailbox), tried when the first one cannot send (its monthly quota is spent, or the mail service needs reconnecting). Leave out to use only serviceId.
   */
  backupServiceId?: string;
  /**
   * Optional: the template used with the backup service. Leave out to use templateId.
   */
  backupTemplateId?: string;
  /**
   * Optional: an EmailJS template sent to the visitor (To: {{email}}) once their request has reached you, as their copy. Leave out for no copy.
   */
  autoReplyTemplateId?: string;
}
/**
 * The business's own office (npm run office), where the contact form sends each request first: the office stores it, alerts the owners and lists it in its inbox. EmailJS, where emailjs: is set up, becomes the backup: it is tried only after the office has failed for a minute, and the visitor's device keeps the request until the office has it. Leave out to send by EmailJS alone.
 */
export interface OfficeSettings {
  /**
   * The office's address: https://, the host name and, if needed, :port, with nothing after it, e.g. https://office.example.com (http:// only for this computer: localhost or 127.0.0.1). The form posts to its /api/enquiries; the office must list this site's address (business.siteUrl) as the site's origin in office.yaml.
   */
  url: string;
}
/**
 * An entry of the menu: a link, a group with a submenu, or both.
 */
export interface MenuItem {
  /**
   * The words shown in the menu.
   */
  title: string;
  /**
   * Where the entry goes. A path without a leading / is read from the site root.
   */
  url?: Link;
  /**
   * Entries shown in a dropdown under this one. Submenus may nest.
   *
   * @minItems 1
   */
  submenu?: MenuItem[];
  /**
   * Inside a dropdown: show this entry's submenu as a group under its title (a column on desktops, a list on phones) instead of a dropdown of its own. Use it to sort a long menu, e.g. Services into Residential, Commercial and other services.
   */
  group?: boolean;
}
/**
 * The call to action that stays at the top of the screen on desktops, beside the phone number of business:.
 */
export interface Header {
  /**
   * The words of the header's button, e.g. Get a Quote.
   */
  quoteText: string;
  /**
   * Where the button goes, e.g. /contact.
   */
  quoteLink: Link;
}
/**
 * One claim of the trust strip.
 */
export interface TrustItem {
  /**
   * The claim in a few words, e.g. In business since 2004. Only what is true of the business.
   */
  text: string;
  /**
   * The small drawing before it: calendar (years in business), shield (insurance) or star (reviews).
   */
  icon: 'calendar' | 'shield' | 'star';
  /**
   * Links the claim to the reviews page of business.reviews.url (opens in a new tab).
   */
  linksToReviews: boolean;
}
/**
 * The page shown for an address that is not a page of the site: its words and the main services it leads to, with the Call button and the quote button of header:.
 */
export interface NotFound {
  /**
   * The page heading. Default Page not found.
   */
  heading: string;
  /**
   * The sentence under the heading.
   */
  text: string;
  /**
   * The page's description for search engines and link previews (its meta description), not the home page's. Default This page does not exist. Find our services, call us or ask for a quote.
   */
  description: string;
  /**
   * The words of the Call button, which dials business.phone. Default Call Us.
   */
  callText: string;
  /**
   * The heading over the links to the main services. Default Our services.
   */
  servicesHeading: string;
  /**
   * Links to the main services, e.g. /residential and /commercial.
   *
   * Items: One link.
   */
  services?: {
    /**
     * The words of the link.
     */
    title: string;
    /**
     * Where it goes.
     */
    url: Link;
  }[];
}
/**
 * The link columns of the footer on every page. The footer also shows the company, its postal address (streetAddress, location and postalCode of business:), phone, email, the reviews link, the quote button of header:, the opening hours and the service area.
 */
export interface Footer {
  /**
   * One line on where you work, shown under the opening hours, e.g. Springfield and the towns around it.
   */
  serviceArea?: string;
  /**
   * The heading over serviceArea. Default Service area.
   */
  serviceAreaHeading: string;
  /**
   * The heading over the opening hours of business:, e.g. Opening hours.
   */
  hoursHeading?: string;
  /**
   * What a closed day says in the opening hours, e.g. Closed.
   */
  closedText?: string;
  /**
   * Up to three columns of links, side by side on wide screens.
   *
   * @minItems 1
   * @maxItems 3
   *
   * Items: One column: a heading and its links.
   */
  columns: {
    /**
     * The column's heading, e.g. Services.
     */
    heading: string;
    /**
     * The links, top to bottom.
     *
     * @minItems 1
     *
     * Items: One link.
     */
    links: {
      /**
       * The words of the link, e.g. Careers.
       */
      title: string;
      /**
       * Where it goes, e.g. /careers.
       */
      url: Link;
    }[];
  }[];
}
/**
 * A town you serve.
 */
export interface Area<M = Markdown> {
  /**
   * The town's name as people write it, e.g. Springfield or St. Charles.
   */
  name: string;
  /**
   * Its parish or county, e.g. Orange County or Lafourche Parish. Two towns of the same name are told apart by it.
   */
  parish: string;
  /**
   * Its ZIP codes, e.g. 70448.
   */
  zips?: string[];
  /**
   * Your own words about working in this town: the jobs, the streets, the houses, what the weather does to them. With it the town gets its page; under 80 words the page is kept out of search engines (npm run validate says so).
   */
  text?: M;
  /**
   * Photos of your work in this town, shown on its page.
   */
  photos?: Image[];
  /**
   * On while the text is an example and not your own words: the page shows an Example label and npm run build:release refuses to publish it.
   */
  sample?: boolean;
}
/**
 * A service in one of the towns you serve (business.areas): its page at the service page's address and the town's.
 */
export interface TownPage<M = Markdown> {
  /**
   * The town, named as in business.areas (e.g. Springfield); a name two parishes share is written as its address (springfield-sangamon).
   */
  town: string;
  /**
   * Your own words about doing this work in this town: the jobs, the streets, the houses. Under 80 words the page is kept out of search engines (npm run validate says so).
   */
  text?: M;
  /**
   * Photos of this work in this town, shown before the town's own photos.
   */
  photos?: Image[];
  /**
   * On while the text is an example and not your own words: the page shows an Example label and npm run build:release refuses to publish it.
   */
  sample?: boolean;
}
/**
 * A page of the site.
 */
export interface Route<M = Markdown> {
  /**
   * The page's part of the address: / for the home page, otherwise one word like why-use-us, at most 80 characters. Child pages add theirs after their parent's: residential + faqs = /residential/faqs (at most 200 characters in all). /admin is the editor's own address.
   */
  path: string;
  /**
   * The page name used in the browser title. Leave out to use the site's default title.
   */
  name?: string;
  /**
   * What search engines show under the page's title. Leave out to use the site's default description.
   */
  description?: string;
  /**
   * The main heading at the top of the page. Leave out when the page starts with a hero block, which has its own.
   */
  heading?: string;
  /**
   * The sections of the page, top to bottom.
   */
  blocks?: Block<M>[];
  /**
   * On a service page: every town page (business.areas) lists this service as offered there.
   */
  areaService?: boolean;
  /**
   * On a service page: a page of this service in each town listed, at this page's address and the town's (/lawn-care/springfield). Each holds your own words about this service in that town, the town's photos and reviews, this page's content and the form with the town and the service filled in; the service page and the town's page link to it. Under 80 words of your own it is kept out of search engines. docs/local-search.md shows how.
   *
   * @minItems 1
   */
  townPages?: TownPage<M>[];
  /**
   * Keeps the page out of search engines and out of the sitemap. The renderer sets it on a town page with fewer than 80 words of its own.
   */
  noindex?: boolean;
  /**
   * Pages under this one.
   *
   * @minItems 1
   */
  children?: Route<M>[];
}
/**
 * A picture: a file under public/ (written from the site root, e.g. /images/van.svg) and the words a screen reader says for it.
 */
export interface Image {
  /**
   * File under public/, written from the site root, e.g. /images/van.svg.
   */
  src: string;
  /**
   * What the picture shows, for people who cannot see it. Use an empty string only for purely decorative pictures.
   */
  alt: string;
  /**
   * Width in pixels, so the page keeps space for the picture while it loads. Leave it out for a photo (JPEG, PNG, WebP, AVIF): the build reads it from the file. Give it for a drawing (SVG).
   */
  width?: number;
  /**
   * Height in pixels, so the page keeps space for the picture while it loads. Leave it out for a photo: the build reads it from the file. Give it for a drawing (SVG).
   */
  height?: number;
  /**
   * true for a photo that is not of this business's own work, a stand-in until yours is taken: it shows an Example photo label (wording.samplePhoto), also added to its alt text, npm run validate warns, and npm run build:release will not publish the site until it is replaced.
   */
  sample?: boolean;
}
/**
 * Two photos of the same spot, before and after the work. With JavaScript they are one picture with a slider that moves the line between them (mouse, touch or arrow keys); without it they show side by side, one above the other on phones. Use your own photos of your own work only.
 */
export interface BeforeAfterBlock {
  type: 'beforeAfter';
  /**
   * An id for linking straight to this block, as /page#id.
   */
  id?: AnchorId;
  /**
   * A heading above the pictures.
   */
  heading?: string;
  /**
   * The photo before the work. Its alt text says what it shows, e.g. "Back garden overgrown, before the work".
   */
  before: Image;
  /**
   * The photo after the work, taken from the same spot and at the same size as the before photo.
   */
  after: Image;
  /**
   * A line under the pictures, e.g. the place and the service.
   */
  caption?: string;
  /**
   * The word on the before photo.
   */
  beforeLabel: string;
  /**
   * The word on the after photo.
   */
  afterLabel: string;
  /**
   * What a screen reader says for the slider.
   */
  sliderLabel: string;
}
/**
 * Feature items shown a few at a time. It moves on by itself every few seconds (not for visitors who ask for reduced motion), pauses on hover and keyboard focus, and has back, next and pause buttons. Back and next wrap around.
 */
export interface CarouselBlock {
  type: 'carousel';
  /**
   * An id for linking straight to this block, as /page#id.
   */
  id?: AnchorId;
  /**
   * A heading above the carousel; screen readers also use it as the carousel's name.
   */
  heading?: string;
  /**
   * Milliseconds each slide shows before the next. Default 5000.
   */
  interval: number;
  /**
   * Items on one slide. The number of slides is the number of items divided by this, rounded up. Default 3.
   */
  perSlide: number;
  /**
   * What screen readers say for the back button. Default Previous.
   */
  previousLabel: string;
  /**
   * What screen readers say for the next button. Default Next.
   */
  nextLabel: string;
  /**
   * The words of the button that stops the automatic movement. Default Pause.
   */
  pauseLabel: string;
  /**
   * The words of the button that restarts it. Default Play.
   */
  playLabel: string;
  /**
   * What screen readers say for a slide; {n} and {count} are filled in. Default Slide {n} of {count}.
   */
  slideLabel: string;
  /**
   * What screen readers call the block itself (its role). Default carousel.
   */
  carouselRole: string;
  /**
   * What screen readers call each slide (its role). Default slide.
   */
  slideRole: string;
  /**
   * The items, in order.
   *
   * @minItems 1
   *
   * Items: One feature.
   */
  items: {
    /**
     * A short heading of the item.
     */
    title?: string;
    /**
     * The item's text.
     */
    text: string;
    /**
     * A picture. Leave out to draw one from the title (or text).
     */
    image?: Image;
  }[];
}
/**
 * Two columns side by side on wide screens (stacked on phones): a main column and a narrower side panel, each holding blocks of its own.
 */
export interface ColumnsBlock<M = Markdown> {
  type: 'columns';
  /**
   * An id for linking straight to this block, as /page#id.
   */
  id?: AnchorId;
  /**
   * Blocks of the wide main column, top to bottom.
   *
   * @minItems 1
   */
  main: Block<M>[];
  /**
   * Blocks of the side panel, top to bottom (for example a contact form).
   *
   * @minItems 1
   */
  aside: Block<M>[];
}
/**
 * The estimate-request form. It sends the visitor's request by email through EmailJS (see emailjs: at the top of site.yaml; `npm start` delivers to the local outbox .outbox/enquiries.jsonl instead). The entries of its two choice lists (options:) are yours to give. Every wording field is optional: leave it out to use the default shown in its description.
 */
export interface ContactFormBlock<M = Markdown> {
  type: 'contactForm';
  /**
   * An id for linking straight to this block, as /page#id.
   */
  id?: AnchorId;
  /**
   * full: first and last name, street, city and ZIP, all required except the SMS opt-in (see address for the street, city and ZIP). short: one name field and a street address; the message and both choice lists are optional. Side panels may use short. Default: full.
   */
  variant: 'full' | 'short';
  /**
   * Whether the form asks where the work is: the street address (and, in the full form, city and ZIP). required: the visitor must fill them in; optional: shown, marked (optional); none: not shown, for a business that does not come to the customer. Default: required.
   */
  address: 'required' | 'optional' | 'none';
  /**
   * A heading shown above the form, e.g. Request a free estimate.
   */
  heading?: string;
  /**
   * The town already filled in the form's City field (a town's page sets it); the visitor can change it.
   */
  city?: string;
  /**
   * The choice already picked in the form's What are you interested in list, when the list has it (a service's page in a town sets it); the visitor can change it.
   */
  service?: string;
  /**
   * Text shown between the heading and the form.
   */
  intro?: M;
  /**
   * Whether the form offers text messages: the SMS opt-in box (in the words US and Canadian carriers require) and the Text link among the ways to reach us. false for a landline. Default: true when business.country is US or CA (or a US territory), false elsewhere.
   */
  sms?: boolean;
  /**
   * true shows the business phone and email links (from business:) above the form. Default: false.
   */
  showContact: boolean;
  /**
   * The visible label of each field.
   */
  labels: {
    /**
     * First-name field of the full form. Default: First name.
     */
    name: string;
    /**
     * The single name field of the short form. Default: Name.
     */
    fullName: string;
    /**
     * Default: Last name.
     */
    lastName: string;
    /**
     * Default: Email.
     */
    email: string;
    /**
     * Default: Phone.
     */
    phone: string;
    /**
     * Default: Street address.
     */
    address: string;
    /**
     * Default: City.
     */
    city: string;
    /**
     * Default: ZIP code.
     */
    zip: string;
    /**
     * The message box, e.g. What can we do for you? Default: Your message.
     */
    message: string;
    /**
     * Default: How did you hear about us?
     */
    howDidYouHearAboutUs: string;
    /**
     * Default: What are you interested in?
     */
    whatAreYouInterestedIn: string;
    /**
     * The consent words next to the optional SMS checkbox. Default: Yes, text me about my request and appointments. Message and data rates may apply; reply STOP to opt out.
     */
    optInForSMS: string;
    /**
     * Added after the label of a field that may stay empty. Default: (optional).
     */
    optional: string;
    /**
     * The empty first entry of both choice lists. Default: Please Choose One.
     */
    choose: string;
    /**
     * Label of the trap field that people never see; only robots fill it in, and their request is dropped. Default: Leave this field empty.
     */
    honeypot: string;
  };
  /**
   * The entries of the two choice lists: where visitors may have heard of you, and what you offer. Both are yours to give; there is no default.
   */
  options: {
    /**
     * Where a visitor may have heard of you, e.g. Referral, Search engine, Social media.
     *
     * @minItems 1
     *
     * Items: One entry, e.g. Referral.
     */
    howDidYouHearAboutUs: string[];
    /**
     * What a visitor may ask for: your services, as the visitor would name them.
     *
     * @minItems 1
     *
     * Items: One entry: a service you offer.
     */
    whatAreYouInterestedIn: string[];
  };
  /**
   * The words on the send button in each state.
   */
  button: {
    /**
     * Before sending. Default: Send my request
     */
    submit: string;
    /**
     * While sending. Default: Sending…
     */
    sending: string;
    /**
     * After EmailJS confirmed the request arrived. Default: Sent!
     */
    sent: string;
    /**
     * While the request waits on the visitor's device to be sent automatically. Default: Try sending again now
     */
    retry: string;
    /**
     * When the site has no EmailJS settings: the button opens the visitor's email app with the request written out. Default: Open my email app with this request
     */
    openEmailApp: string;
  };
  /**
   * What the visitor reads after pressing the button. A saved or failed request is followed by links to call, text or email us, the email already written.
   */
  messages: {
    /**
     * After the request arrived; say when you will answer, e.g. within 3 days. Default: Thank you! Your request is on its way to us, and we will get back to you.
     */
    sent: string;
    /**
     * While the request waits on the visitor's device (no connection, or the email service is busy). Shown with the ways to reach us now. Default: Saved on this device; it will be sent automatically. Your request could not go out just now, so this browser keeps it and sends it as soon as it can, even if you close this page and come back later.
     */
    waiting: string;
    /**
     * When a request waits only because this browser sent one just before (see emailjs.throttleMs in site.yaml); it goes by itself. Default: Saved on this device; it will be sent automatically in a moment. This browser sent a request just before, and requests from one browser go out a little apart.
     */
    queued: string;
    /**
     * Instead of the waiting words when the browser refuses to save anything (a private window, or storage full): the request is kept only while the page is open. Shown with the ways to reach us now. Default: Not sent yet: your request could not go out just now, and this browser does not let the site save it, so this page keeps trying only while it stays open.
     */
    notSaved: string;
    /**
     * When the email service refuses the site's settings. Shown with the ways to reach us now. Default: Our form could not send your request because of a problem on our side, so it did not reach us. Nothing you typed is lost: the email link below has all of it.
     */
    failed: string;
    /**
     * When the form's code could not load (no connection, or an old page after the site changed) and the visitor pressed the button: nothing was sent. Shown with the ways to reach us now. Default: This form could not load, so nothing was sent. Check your connection and press the button again, or reach us now:
     */
    notLoaded: string;
    /**
     * Put before the call, text and email links after a request is saved or fails. Default: Want an answer sooner? Reach us now:
     */
    reachNow: string;
    /**
     * Shown above the form when the site has no EmailJS settings, before the visitor starts typing. Default: This form sends your request through your own email app: pressing the button opens it with everything you typed, ready to send to us.
     */
    handOff: string;
    /**
     * After the button opened the visitor's email app. Default: Your email app should now show your request, written out and addressed to us: press Send there. If it did not open, use one of these:
     */
    handedOff: string;
    /**
     * Put before the phone number in the call link. Default: Call.
     */
    call: string;
    /**
     * Put before the phone number in the text-message link. Default: Text
     */
    text: string;
    /**
     * Put before the address in the email link. Default: Email.
     */
    email: string;
    /**
     * The email link that is already written: subject and every answer. Default: Email us your request
     */
    emailAnswers: string;
    /**
     * The subject of that email. {name} is filled in with the visitor's name; without {name}, a colon and the name are added after it. Default: Request from the website
     */
    mailSubject: string;
    /**
     * The last line of that email, with the request's own number ({id}, the enquiry_id of the email EmailJS sends), so that an email the visitor writes and one EmailJS sends can be told to be the same request. A site without EmailJS settings, whose form only opens the email app, has no such line. Default: Request {id}
     */
    requestNumber: string;
    /**
     * The button that closes the notice shown on any page when a request that waited on the device was refused for good (the failed words and the ways to reach us, on the page the visitor is on). Default: Close
     */
    close: string;
  };
  /**
   * The messages shown under a field the visitor has to fix, all at once, when the button is pressed.
   */
  errors: {
    /**
     * A required field left empty. Default: Please fill this in.
     */
    required: string;
    /**
     * A required choice list left at its first entry. Default: Please choose one.
     */
    choose: string;
    /**
     * An email address the browser cannot read. Default: Please enter an email address, like name@example.com.
     */
    email: string;
    /**
     * A phone number the form refuses. In the US and Canada (business.country US or CA) it needs 10 digits (a leading +1 is fine), or + and a country code for a visitor from abroad; elsewhere 7 to 15 digits, with + and the country code or without, so write your own words here, e.g. Please enter your phone number. Default: Please enter a 10-digit phone number, area code first.
     */
    phone: string;
  };
}
/**
 * A row of call-to-action buttons, such as Get Quote and Call Us, with an optional heading and text above them.
 */
export interface CtaButtonsBlock<M = Markdown> {
  type: 'ctaButtons';
  /**
   * An id for linking straight to this block, as /page#id.
   */
  id?: AnchorId;
  /**
   * A heading shown above the buttons.
   */
  heading?: string;
  /**
   * Text shown above the buttons.
   */
  text?: M;
  /**
   * Where the buttons sit: start (left) or center. Default: center.
   */
  align: 'start' | 'center';
  /**
   * The buttons, left to right.
   *
   * @minItems 1
   *
   * Items: One button.
   */
  buttons: {
    /**
     * The button's words, e.g. Get Quote.
     */
    text: string;
    /**
     * Where the button goes, e.g. /contact. Leave out to make the button dial the business phone number of site settings (a Call Us button); its number is then shown after the words.
     */
    link?: Link;
    /**
     * The button's colour: primary (the main brand colour), secondary (the accent colour) or an outlined version of either. Default: primary.
     */
    variant: 'primary' | 'secondary' | 'outline-primary' | 'outline-secondary';
  }[];
}
/**
 * Frequently asked questions in one or more groups; each answer opens under its question. A group with an id can be linked to as /page#id, which scrolls to the group and opens its first question.
 */
export interface FaqAccordionBlock<M = Markdown> {
  type: 'faqAccordion';
  /**
   * An id for linking straight to this block, as /page#id.
   */
  id?: AnchorId;
  /**
   * A heading shown above all the groups.
   */
  heading?: string;
  /**
   * Groups of questions, top to bottom. A single unnamed group is fine for a short FAQ.
   *
   * @minItems 1
   *
   * Items: One group of questions, with an optional title and anchor id.
   */
  groups: {
    /**
     * An id for linking straight to this group, as /page#id: the link scrolls to the group and opens its first question.
     */
    id?: AnchorId;
    /**
     * The group's heading, e.g. 'Prices & Payment'.
     */
    title?: string;
    /**
     * The questions of this group, in order.
     *
     * @minItems 1
     *
     * Items: One question and its answer.
     */
    items: {
      /**
       * The question, shown on the button that opens the answer.
       */
      question: string;
      /**
       * The answer, as formatted text.
       */
      answer: M;
    }[];
  }[];
}
/**
 * The company's guarantees as an accordion: each guarantee's title opens its terms.
 */
export interface GuaranteeBlock<M = Markdown> {
  type: 'guarantee';
  /**
   * An id for linking straight to this block, as /page#id.
   */
  id?: AnchorId;
  /**
   * A heading shown above the guarantees, e.g. Our Promise.
   */
  heading?: string;
  /**
   * The guarantees, in order.
   *
   * @minItems 1
   *
   * Items: One guarantee.
   */
  items: {
    /**
     * The guarantee in a few words, e.g. 30-Day Written Redo Guarantee.
     */
    title: string;
    /**
     * Its terms.
     */
    text: M;
  }[];
}
/**
 * The large banner at the top of a page: a background picture or video, the page's main heading (its only h1), an offer, a Call Us phone button and a second button. Use it on pages without a `heading`.
 */
export interface HeroBlock {
  type: 'hero';
  /**
   * An id for linking straight to this block, as /page#id.
   */
  id?: AnchorId;
  /**
   * The main heading of the page (its h1).
   */
  title: string;
  /**
   * A line under the heading, e.g. the towns or the promise.
   */
  subtitle?: string;
  /**
   * The offer, shown as highlighted plain text (not a button), e.g. 10% off your first visit.
   */
  highlightedText?: string;
  /**
   * A short trust line under the buttons, e.g. Licensed and insured.
   */
  plainText?: string;
  /**
   * true puts five stars before plainText, for a line about your reviews. Default: false.
   */
  stars: boolean;
  /**
   * The background. A file ending in .mp4 plays as a muted looping video (alt is then unused); anything else shows as a picture. On a wide screen it fills the banner behind the words, which sit on a light veil at the left; on a phone or tablet it is a band across the top, above the words, as wide as the screen and cut around its middle, so keep what matters in the middle of the picture. A photo's width and height are read from the file; for a drawing (SVG) give them, so the page does not jump while it loads.
   */
  background: Image;
  /**
   * The words of the phone button, e.g. Call Us. The button dials the business phone number of site settings.
   */
  callText: string;
  /**
   * The words of the second button, e.g. Schedule An Estimate.
   */
  buttonText: string;
  /**
   * Where the second button goes, e.g. /contact.
   */
  buttonLink: Link;
}
/**
 * A full-width band with one wide picture, such as the company van, and optional text beside it.
 */
export interface ImageBandBlock<M = Markdown> {
  type: 'imageBand';
  /**
   * An id for linking straight to this block, as /page#id.
   */
  id?: AnchorId;
  /**
   * The picture. A photo's width and height are read from the file; for a drawing (SVG) give them, so the page does not jump while it loads.
   */
  image: Image;
  /**
   * A heading beside the picture.
   */
  heading?: string;
  /**
   * Text beside the picture.
   */
  text?: M;
}
/**
 * Cards that each link to another page: a picture if given, a title, a short text and a button. The whole card is one link.
 */
export interface LinkCardsBlock {
  type: 'linkCards';
  /**
   * An id for linking straight to this block, as /page#id.
   */
  id?: AnchorId;
  /**
   * A heading shown above the cards.
   */
  heading?: string;
  /**
   * The cards, in order (up to three per row on wide screens).
   *
   * @minItems 1
   *
   * Items: One card.
   */
  cards: {
    /**
     * The card's title.
     */
    title: string;
    /**
     * A sentence or two about the page it links to.
     */
    text?: string;
    /**
     * A picture above the title: the service's illustration, or a real photo of the business's own work once you have one. Leave out for a card of words only.
     */
    image?: Image;
    /**
     * Where the card goes, e.g. /services/repairs.
     */
    link: Link;
    /**
     * The words on the card's button. Default: Learn More.
     */
    buttonText: string;
  }[];
}
/**
 * A simple list of links with an optional heading, e.g. related pages.
 */
export interface LinkListBlock {
  type: 'linkList';
  /**
   * An id for linking straight to this block, as /page#id.
   */
  id?: AnchorId;
  /**
   * A heading shown above the links.
   */
  heading?: string;
  /**
   * What screen readers call the list when it has no heading. Default: Related pages.
   */
  label: string;
  /**
   * The links, top to bottom.
   *
   * @minItems 1
   *
   * Items: One link.
   */
  links: {
    /**
     * The link's words.
     */
    text: string;
    /**
     * Where it goes, e.g. /services/repairs.
     */
    link: Link;
  }[];
}
/**
 * The area served: a short text and a button that shows or hides the list of towns.
 */
export interface LocationsBlock<M = Markdown> {
  type: 'locations';
  /**
   * An id for linking straight to this block, as /page#id.
   */
  id?: AnchorId;
  /**
   * The heading of the section, e.g. Areas We Serve.
   */
  heading: string;
  /**
   * Text shown above the button, always visible.
   */
  text?: M;
  /**
   * The words of the button that shows or hides the towns, e.g. See all 19 towns we serve.
   */
  buttonText: string;
  /**
   * The towns, in the order shown.
   *
   * @minItems 1
   *
   * Items: A town, e.g. Chatham, IL.
   */
  towns: string[];
  /**
   * Text shown under the list when it is open, e.g. areas beyond the list.
   */
  note?: M;
}
/**
 * A row of credential and award logos, or badges of the business's own claims (words set by the page over a small drawing), that scrolls slowly and continuously. It pauses while the pointer or keyboard focus is on it, and stands still for visitors who ask for reduced motion.
 */
export interface LogoStripBlock {
  type: 'logoStrip';
  /**
   * An id for linking straight to this block, as /page#id.
   */
  id?: AnchorId;
  /**
   * What the strip is, for screen readers, e.g. Our credentials and awards.
   */
  label: string;
  /**
   * How many seconds one full pass of the logos takes. Larger is slower. Default 40.
   */
  secondsPerLoop: number;
  /**
   * The logos, in order. Use local SVG files and give width and height.
   *
   * @minItems 1
   */
  logos?: Image[];
  /**
   * Badges of the business's own claims, after the logos: each a small drawing with its words beside it. The words are text of the page, so they fit whatever font the visitor's device has (words drawn into a picture do not).
   *
   * @minItems 1
   *
   * Items: One badge.
   */
  badges?: {
    /**
     * The badge's drawing, a small square SVG with no words in it, e.g. a shield. Its alt is usually empty: the words say it all.
     */
    emblem: Image;
    /**
     * The small words above, e.g. In business.
     */
    kicker?: string;
    /**
     * The large words, e.g. Since 1996.
     */
    words: string;
    /**
     * The small words below, e.g. Springfield, IL.
     */
    detail?: string;
  }[];
}
/**
 * A highlighted callout box for a disclaimer, a warning or a helpful note.
 */
export interface NoticeBlock<M = Markdown> {
  type: 'notice';
  /**
   * An id for linking straight to this block, as /page#id.
   */
  id?: AnchorId;
  /**
   * info (the main brand colour, a helpful note) or warning (amber, a disclaimer or caution). Default: info.
   */
  variant: 'info' | 'warning';
  /**
   * A bold title at the top of the box.
   */
  title?: string;
  /**
   * The notice itself.
   */
  text: M;
}
/**
 * A numbered list of reasons to choose the company, each with an optional short title and text, and an optional list of questions a visitor should ask other companies.
 */
export interface ReasonsBlock<M = Markdown> {
  type: 'reasons';
  /**
   * An id for linking straight to this block, as /page#id.
   */
  id?: AnchorId;
  /**
   * A heading shown above the reasons.
   */
  heading?: string;
  /**
   * Text shown between the heading and the list.
   */
  intro?: M;
  /**
   * The reasons, numbered from 1 in this order.
   *
   * @minItems 1
   *
   * Items: One reason: a short title, a text, or both.
   */
  reasons: {
    /**
     * The reason in a few words, shown in bold, e.g. 'Upfront prices'.
     */
    title?: string;
    /**
     * The reason explained in a sentence or two.
     */
    text?: M;
  }[];
  /**
   * The heading of the questions list, e.g. 'Questions to Ask Other Companies'.
   */
  questionsHeading?: string;
  /**
   * Questions a visitor should ask any other company before hiring it, shown as a list after the reasons.
   *
   * @minItems 1
   *
   * Items: One question.
   */
  questions?: string[];
}
/**
 * A section of formatted text with an optional heading.
 */
export interface RichTextBlock<M = Markdown> {
  type: 'richText';
  /**
   * An id for linking straight to this block, as /page#id.
   */
  id?: AnchorId;
  /**
   * A heading shown above the text.
   */
  heading?: string;
  /**
   * The text of the section, as formatted text.
   */
  text: M;
}
/**
 * A grid of service cards. Each whole card is one link to the service's page. A card without a picture gets one drawn from its title.
 */
export interface ServiceCardsBlock {
  type: 'serviceCards';
  /**
   * An id for linking straight to this block, as /page#id.
   */
  id?: AnchorId;
  /**
   * A heading above the cards.
   */
  heading?: string;
  /**
   * The cards, in order (three to a row on wide screens).
   *
   * @minItems 1
   *
   * Items: One service.
   */
  cards: {
    /**
     * The service's name, shown as the card's heading.
     */
    title: string;
    /**
     * One or two sentences about the service.
     */
    description?: string;
    /**
     * A picture of the service. Leave out to draw one from the title.
     */
    image?: Image;
    /**
     * The page the card goes to, e.g. /commercial.
     */
    link: Link;
    /**
     * The words at the foot of the card, e.g. Learn More.
     */
    buttonText: string;
  }[];
}
/**
 * The top of a service page, in place of the plain page heading: the page's heading (the service), the area it is offered in, a short introduction, the quote button of header: and a Call button, with a picture beside them on wide screens. Without a picture, an illustration is made from the heading (never a photo that could pass for the business's work). Put it first on the page.
 */
export interface ServiceHeroBlock<M = Markdown> {
  type: 'serviceHero';
  /**
   * An id for linking straight to this block, as /page#id.
   */
  id?: AnchorId;
  /**
   * Where the service is offered, shown under the heading, e.g. In Springfield and the towns around it.
   */
  area: string;
  /**
   * One or two sentences on the service, under the area.
   */
  text?: M;
  /**
   * The words of the Call button, which dials business.phone (the number is shown after them). Default Call Us.
   */
  callText: string;
  /**
   * A picture beside the text on wide screens: an illustration, or a real photo of the business's own work once you have one. Leave out for an illustration made from the heading.
   */
  image?: Image;
}
/**
 * A guide to things told apart by their colour: for each, a colour swatch, a short figure (a size, an angle, a grade), the colour's name and what it is for. E.g. tips by spray angle, paint finishes or wire colours.
 */
export interface SwatchGuideBlock<M = Markdown> {
  type: 'swatchGuide';
  /**
   * An id for linking straight to this block, as /page#id.
   */
  id?: AnchorId;
  /**
   * A heading shown above the guide.
   */
  heading?: string;
  /**
   * Text shown above the items.
   */
  intro?: M;
  /**
   * The items, in the order to show them (e.g. from the narrowest to the widest).
   *
   * @minItems 1
   *
   * Items: One item of the guide.
   */
  items: {
    /**
     * What tells the item apart, shown first and in the brand colour, e.g. 25° or No. 2.
     */
    figure: string;
    /**
     * The colour's name, e.g. Green.
     */
    colour: string;
    /**
     * The colour as #rrggbb, shown as a swatch, e.g. #2e8b3d.
     */
    swatch: string;
    /**
     * A name shown after the colour, e.g. Soap tip.
     */
    label?: string;
    /**
     * What the item is for, and what it is not for.
     */
    use: M;
  }[];
}
/**
 * Cards introducing the people of the company: photo (a generated placeholder when missing), name, role and a few words about them. A card marked sample: true (a stand-in until the owner names the real person) shows an Example label.
 */
export interface TeamCardsBlock<M = Markdown> {
  type: 'teamCards';
  /**
   * An id for linking straight to this block, as /page#id.
   */
  id?: AnchorId;
  /**
   * A heading shown above the cards.
   */
  heading?: string;
  /**
   * The people, in the order their cards appear.
   *
   * @minItems 1
   *
   * Items: One person.
   */
  members: {
    /**
     * The person's name.
     */
    name: string;
    /**
     * Their job, e.g. Division Manager.
     */
    role: string;
    /**
     * A few words about them.
     */
    description?: M;
    /**
     * Their photo. Leave out to show a placeholder made from the name.
     */
    image?: Image;
    /**
     * true for a made-up stand-in shipped with the site, until the owner names the real person: the card shows an Example label, npm run validate warns and npm run build:release (the deploy build) stops until you replace it with a real person who agreed to be shown, and remove this line.
     */
    sample: boolean;
  }[];
  /**
   * The label on a card marked sample: true, seen and read out. Default Example.
   */
  sampleLabel: string;
  /**
   * Shown under the heading while any card is marked sample: true. Default: Cards marked Example show how the team page will look; they are not real staff.
   */
  sampleNote: string;
}
/**
 * Customer reviews with star ratings and an avatar (initials on a tone of the theme colours, chosen by the name, when there is no picture), or the business's own claim ("Over 50 five-star reviews") linking to the reviews page of business.reviews, or both. A review marked sample: true shows an Example label. The stars animate in once as the block scrolls into view, unless the visitor asks for reduced motion. A button follows the reviews.
 */
export interface TestimonialsBlock {
  type: 'testimonials';
  /**
   * An id for linking straight to this block, as /page#id.
   */
  id?: AnchorId;
  /**
   * The heading of the section, e.g. What Our Customers Say.
   */
  heading: string;
  /**
   * The business's own claim about its reviews, e.g. Over 50 five-star reviews. It links to the reviews page of business.reviews.url (opens in a new tab). Use it with or instead of reviews.
   */
  claim?: string;
  /**
   * Seconds the stars take to animate in. Default 1.
   */
  duration: number;
  /**
   * What screen readers say for the stars; {rating} is filled in. Default Rated {rating} out of 5.
   */
  ratingLabel: string;
  /**
   * The reviews, in order. Leave out to show only the claim.
   *
   * @minItems 1
   *
   * Items: One customer's review.
   */
  reviews?: {
    /**
     * The customer's name as they agreed to show it, e.g. Karen M.
     */
    name: string;
    /**
     * What they said.
     */
    review: string;
    /**
     * Stars, 1 to 5.
     */
    rating: number;
    /**
     * The town the customer lives in, as named in business.areas: the review also shows on that town's page.
     */
    town?: string;
    /**
     * A photo. Leave out to show the initials.
     */
    avatar?: Image;
    /**
     * true for a made-up example review shipped with the site: it shows an Example label, npm run validate warns and npm run build:release (the deploy build) stops until you replace it with a real one and remove this line.
     */
    sample: boolean;
  }[];
  /**
   * The label on a review marked sample: true, seen and read out. Default Example.
   */
  sampleLabel: string;
  /**
   * Shown under the heading while any review is marked sample: true. Default: Reviews marked Example show how real ones will look; they are not from real customers.
   */
  sampleNote: string;
  /**
   * The words of the button under the reviews, e.g. Contact Us Today.
   */
  buttonText: string;
  /**
   * Where the button goes, e.g. /contact.
   */
  buttonLink: Link;
}
/**
 * A band with the business's claims side by side (trust: in site.yaml, written once for every page), e.g. years in business, insurance, and the review count linked to the reviews page. Without trust: it shows nothing, and npm run validate warns.
 */
export interface TrustStripBlock {
  type: 'trustStrip';
  /**
   * An id for linking straight to this block, as /page#id.
   */
  id?: AnchorId;
  /**
   * What screen readers call the band. Default Why customers trust us.
   */
  label: string;
}
/**
 * A notice that the page is not finished yet.
 */
export interface UnderConstructionBlock {
  type: 'underConstruction';
  /**
   * The notice, e.g. 'This page is under construction. Check Back Soon!'
   */
  text: string;
}
