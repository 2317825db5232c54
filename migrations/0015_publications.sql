-- Articles and case studies (docs/decisions/0074-*): one table for both kinds, written, published
-- and withdrawn from the staff console. The three blog articles that were TypeScript modules move
-- here, word for word, as the article pages rendered them.
CREATE TABLE publications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('article', 'case-study')),
  -- The address: /blog/<slug> or /projects/<slug>.
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  -- Sanitised HTML (the "article" kind of sanitizeHtml), sanitised again when read.
  body_html TEXT NOT NULL DEFAULT '',
  category TEXT NOT NULL DEFAULT '',
  -- The cover: an uploaded picture, or (the three moved articles) one of the site's own images
  -- under /images/; its address, size and alt text are kept with the item, so a page reads one row.
  cover_picture_id TEXT REFERENCES pictures (id),
  cover_src TEXT,
  cover_width INTEGER,
  cover_height INTEGER,
  cover_alt TEXT NOT NULL DEFAULT '',
  -- NULL: the title and the summary.
  meta_title TEXT,
  meta_description TEXT,
  -- Case studies: the site's service and technique pages the work used, a JSON list of paths.
  used_paths TEXT NOT NULL DEFAULT '[]',
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  -- First publication (the date shown); NULL until then.
  published_at TEXT,
  created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
  updated_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE UNIQUE INDEX publications_kind_slug ON publications (kind, slug);
CREATE INDEX publications_listing ON publications (kind, status, published_at);

-- Addresses an item had before its address was changed: they answer 301 to the current one.
CREATE TABLE publication_old_slugs (
  kind TEXT NOT NULL,
  slug TEXT NOT NULL,
  publication_id INTEGER NOT NULL REFERENCES publications (id) ON DELETE CASCADE,
  PRIMARY KEY (kind, slug)
);

-- Every change of an item (decision 0042's pattern for page text): the item's fields after the
-- change as JSON, who made it and when, so an earlier version can be seen and restored.
CREATE TABLE publication_versions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  publication_id INTEGER NOT NULL REFERENCES publications (id) ON DELETE CASCADE,
  fields_json TEXT NOT NULL,
  -- 'save', 'publish', 'unpublish' or 'restore'.
  action TEXT NOT NULL CHECK (action IN ('save', 'publish', 'unpublish', 'restore')),
  restored_version INTEGER,
  changed_by TEXT NOT NULL,
  changed_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX publication_versions_item ON publication_versions (publication_id, id);

-- The three articles, as their pages rendered them (intro, sections, diagram and its caption, and
-- the article's own closing call to action); their card's title, excerpt, category and picture.
-- A second apart, so newest first keeps the blog's order of cards.
INSERT INTO publications (kind, slug, title, summary, body_html, category, cover_src, cover_width, cover_height, cover_alt, meta_title, meta_description, status, published_at, created_at, updated_at)
VALUES ('article', 'choosing-a-low-power-microcontroller', 'How to Choose a Low-Power Microcontroller', 'Battery life starts with the right microcontroller. We compare sleep currents, wake-up times and peripheral power so you can pick a device that lasts.',
'<p>A battery-powered device spends most of its life asleep. A sensor that wakes once a minute to take a reading and send it may be awake for less than a tenth of a second of that minute. Its battery life is therefore set less by how fast the processor runs than by how little it draws while it waits, and by how much energy each wake-up costs.</p>
<p>This guide walks through the figures that decide battery life, where datasheets hide them, and the part families we reach for. The currents quoted are typical values at 3 V and room temperature taken from manufacturers&#39; datasheets: treat them as a first filter, not a promise, and check the exact part and conditions before you commit.</p>
<h2>Start with an Energy Budget</h2>
<p>Before comparing chips, write down what the device does and how often: measure every 10 seconds, send every 15 minutes, flash an LED when a button is pressed. From that duty cycle the average current follows: the active current times the time awake, plus the sleep current times the time asleep, divided by the length of the cycle.</p>
<p>An example: a device that sleeps at 2 μA and wakes every 10 seconds for 10 ms at 5 mA averages about 7 μA, of which 5 μA is the wake-ups and 2 μA the sleep. A CR2032 coin cell is rated at roughly 220 mAh, which on paper gives more than three years. In practice self-discharge, cold, and the cell&#39;s limited ability to deliver pulses of several milliamps reduce that, so we plan with a margin of 30 % or more.</p>
<p>The same arithmetic shows where to spend effort. If the wake-ups dominate, a faster core that finishes sooner, or a peripheral that does the job without the core, saves more than a lower sleep current. If sleep dominates, the sleep mode and everything else on the board that stays powered matter most.</p>
<figure><img src="/images/articles/current-profile.svg" alt="A chart of supply current over time: a flat line near zero while asleep, short spikes to a few milliamps at each wake-up, a taller spike for a radio transmission, and a dashed line for the low average current." width="640" height="360"><figcaption>A typical current profile: long periods asleep at microamps, short wake-ups at milliamps, and the occasional radio burst. The average, not the peak, sets battery life.</figcaption></figure>
<h2>Sleep Current: Read the Right Line</h2>
<p>Datasheets list several sleep modes, and the headline figure is usually the deepest one. A shutdown mode in the range of tens to a few hundred nanoamps typically keeps nothing but the wake-up pins: no clock, no RAM, and the device restarts from reset. The mode a real product uses is usually a stop or deep-sleep mode with the real-time clock running and some RAM retained, and that costs more, typically about 0.5 to 3 μA on current low-power parts.</p>
<p>Check the conditions beside the figure: supply voltage, which clock runs the RTC (a 32.768 kHz crystal or an internal RC oscillator), how much RAM is retained, and the temperature. Leakage grows steeply with heat, and at 85 °C a sleep current can be ten times the room-temperature value. A device that lives in a hot enclosure or outdoors in summer should be budgeted with the maximum figures, not the typical ones.</p>
<h2>Active Current and the Cost of Waking</h2>
<p>Running current is usually quoted in microamps per megahertz. Current Arm Cortex-M0+, M4 and M33 parts span roughly 20 to 150 μA/MHz; the low end needs an on-chip DC-DC converter rather than a linear regulator, and figures quoted for code running from RAM or with the flash cache on are lower than for code that misses the cache. Compare parts at the clock speed and voltage you will actually use.</p>
<p>Waking has a cost of its own. Leaving a stop mode typically takes a few microseconds on an internal oscillator; leaving a shutdown mode means a full restart that can take from tens of microseconds to milliseconds. An external high-speed crystal takes around a millisecond or more to settle, so firmware that wakes on a fast internal RC clock and only starts the crystal when a radio or precise timing needs it saves energy on every cycle. A 32.768 kHz crystal can take hundreds of milliseconds to start at power-up, which matters for the first reading after a battery change.</p>
<h2>Peripherals That Work While the Core Sleeps</h2>
<p>The cheapest instruction is the one the core never runs. Many low-power families let peripherals act without waking the processor: a low-power timer triggers an ADC conversion, DMA moves the result to RAM, and a comparator or a UART address match wakes the core only when something worth acting on has happened. ST&#39;s STM32 parts combine low-power timers and UARTs with DMA, Nordic&#39;s nRF devices connect events to tasks through PPI, and Silicon Labs&#39; EFM32 and EFR32 parts have a peripheral reflex system for the same purpose.</p>
<p>Radios need the same care. A Bluetooth Low Energy transceiver such as Nordic&#39;s nRF52840 typically draws around 5 mA while transmitting at 0 dBm with its DC-DC converter on, so the length and interval of each connection event matter more than the core&#39;s clock. Wi-Fi draws far more, with transmit peaks of a few hundred milliamps, and suits devices with a larger battery or mains power.</p>
<h2>Part Families Worth a Look</h2>
<p>A starting list, not a ranking: each family has members that suit very different products.</p>
<table><thead><tr><th>Family</th><th>Where it fits</th></tr></thead><tbody><tr><th>ST STM32L0, STM32L4, STM32U0 and STM32U5</th><td>General-purpose low-power Cortex-M parts with a broad choice of memory, packages and peripherals, from simple sensors to devices with displays and security needs.</td></tr><tr><th>Nordic nRF52 and nRF54</th><td>Bluetooth Low Energy, Thread and Zigbee products where the radio is the point.</td></tr><tr><th>Silicon Labs EFM32 and EFR32</th><td>Energy-mode design and autonomous peripherals; EFR32 adds Bluetooth, Zigbee, Thread and sub-GHz radios.</td></tr><tr><th>TI MSP430FR</th><td>Very low standby currents and FRAM that writes quickly at low energy, for simple data loggers and meters.</td></tr><tr><th>Microchip SAM L</th><td>Cortex-M0+ and M23 parts with low-power analogue, touch sensing and event routing.</td></tr></tbody></table>
<h2>The Board Matters as Much as the Chip</h2>
<p>A 1 μA microcontroller on a board that leaks 100 μA elsewhere gives a 100 μA product. The usual culprits are a voltage regulator with a high quiescent current (nano-power regulators such as TI&#39;s TPS7A02 draw about 25 nA, while common general-purpose LDOs draw tens of microamps), a resistive divider that measures the battery all the time, a 10 kΩ pull-up held low (300 μA at 3 V), floating inputs, sensors left in a measuring mode, and an LED that stays on longer than it needs to.</p>
<p>Check the supply range too. A microcontroller that runs down to 1.8 V can use most of a pair of alkaline cells, while one that stops at 2.7 V leaves much of their energy unused or needs a boost converter with losses of its own.</p>
<h2>Measure, Do Not Trust</h2>
<p>Currents in a low-power product range from nanoamps to tens of milliamps within a millisecond, and a multimeter&#39;s averaging hides both ends. A power analyser built for the job, such as Nordic&#39;s Power Profiler Kit II, a Joulescope or an Otii, records the whole profile: how long each wake-up really lasts, whether the device returns to its lowest mode, and which peripheral was left running. We measure early prototypes this way and again on the final hardware and firmware, because a single forgotten clock can double the average current.</p>
<h2>Checklist</h2>
<ul><li>Write down the duty cycle and an energy budget before comparing parts.</li><li>Compare sleep currents in the mode you will use, with the RTC and RAM retention you need, at your highest operating temperature.</li><li>Compare active current per MHz at your clock speed and supply voltage, with a DC-DC converter where the part has one.</li><li>Check the wake-up time from that mode and which clock the device wakes on.</li><li>List the jobs peripherals could do without the core: timed measurements, DMA, wake on a threshold or a message.</li><li>Check the supply range against the battery&#39;s end-of-life voltage, and the quiescent current of every regulator, sensor and divider.</li><li>Check stock, the manufacturer&#39;s longevity commitment and a second source.</li><li>Measure the current profile on a prototype before the design is frozen.</li></ul>
<h2>Make Your Battery Last</h2>
<p>Tell us how your device should behave and how long it must run, and we will help you choose the microcontroller and design the board around it.</p>
<p><a href="/contact?subject=Low-Power+Design+Inquiry">Discuss Your Design</a></p>',
'Embedded Systems', '/images/blog-low-power-microcontroller.svg', 480, 270, 'A microcontroller chip beside a battery with a full charge gauge', NULL, 'Sleep current, active current per MHz, wake-up time and the board around the chip: how to pick a microcontroller that makes a battery last, with a checklist.', 'published', '2026-11-27 00:00:02', '2026-11-27 00:00:02', '2026-11-27 00:00:02');

INSERT INTO publications (kind, slug, title, summary, body_html, category, cover_src, cover_width, cover_height, cover_alt, meta_title, meta_description, status, published_at, created_at, updated_at)
VALUES ('article', 'custom-hardware-vs-off-the-shelf-boards', 'Custom Hardware vs. Off-the-Shelf Boards', 'Development boards are great for proving an idea, but products need more. Learn when a custom PCB pays for itself in cost, size and reliability.',
'<p>Most products start life on a development board: an Arduino, a Raspberry Pi, an ESP32 DevKit or an STM32 Nucleo, wired to a sensor breakout on the bench. That is the right way to prove an idea quickly. The question comes later: should the product ship on that board, on a module with a small board around it, or on a circuit designed for it from scratch?</p>
<p>There is no single answer. It depends on how many units you will make, the size and shape you need, the power source, the environment the product lives in, and the approvals it must pass. This article sets out the trade-offs as we weigh them with clients in Ireland and the UK.</p>
<h2>What a Development Board Is For</h2>
<p>A development board is made to suit everyone. It carries a USB programmer and serial bridge, power LEDs, headers that expose every pin, a regulator sized for whatever the user might connect, and often buttons and sensors for demonstrations. All of that is exactly right on a bench and mostly unnecessary in a product.</p>
<p>Those extras have consequences. A typical development board draws several milliamps to tens of milliamps doing nothing, because its USB bridge, LEDs and regulator stay powered. Its headers and jumper wires loosen under vibration. Its shape decides the enclosure instead of the other way round. And it can change or disappear when its maker moves on to a new revision.</p>
<h2>Off-the-Shelf Boards: Strengths and Limits</h2>
<p>Ready-made boards, single-board computers and compute modules are a sound choice in more cases than engineers sometimes admit.</p>
<h3>Strengths</h3>
<ul><li>Working hardware on day one, so firmware and the user experience can be tested at once</li><li>No design or tooling cost, which suits tens to a few hundred units</li><li>Mature software, drivers and community support</li><li>Compute modules and single-board computers for Linux-class processing</li></ul>
<h3>Limits</h3>
<ul><li>A higher price per unit that never falls with volume</li><li>A fixed size, shape and connector layout</li><li>Idle currents far above what a battery product can afford</li><li>Little control over revisions, supply and end of life</li></ul>
<h2>The Middle Path: a Module on a Custom Board</h2>
<p>Between the two sits a certified module, such as an ESP32-S3-WROOM, an nRF52840 module or a Raspberry Pi Compute Module, soldered to a small carrier board designed for the product. The module brings the difficult parts already done: the radio and antenna matching, the high-speed memory layout, and for radio modules test reports that can be reused. The carrier board brings the product&#39;s own connectors, power supply, sensors and shape.</p>
<p>A module does not remove the need for approvals. A product sold in the Republic of Ireland still needs CE marking under the Radio Equipment Directive and the EMC and safety rules that apply, and one sold in Great Britain needs UKCA marking or the CE marking the UK still accepts. A certified module makes the radio part of that assessment much shorter and less risky.</p>
<h2>When a Custom PCB Pays for Itself</h2>
<p>A board designed for the product carries only what the product needs. At volume that lowers the unit cost; it lets the board fit the enclosure rather than dictate it; it removes idle currents so a battery lasts months or years instead of days; and it replaces headers and wires with soldered parts and proper connectors, which survive vibration, moisture and handling. It also gives you the design files, so you control revisions, second sources and the product&#39;s intellectual property.</p>
<p>The break-even point is simple arithmetic. Divide the one-off engineering cost by the saving per unit. As an illustration only, not a quote: if a development board with its adaptor costs 45 euro per unit and a custom board 12 euro, each unit saves 33 euro, and 30,000 euro of design, prototypes and testing is recovered after about 900 units. Below that volume, and if size and power allow it, the ready-made board is the cheaper product.</p>
<figure><img src="/images/articles/break-even.svg" alt="A chart of total cost against units made: the off-the-shelf line starts at zero and rises steeply; the custom board line starts higher, at its design cost, rises gently and crosses the first line at the break-even volume." width="640" height="360"><figcaption>Total cost against volume: a ready-made board costs nothing up front but the same every unit; a custom board starts with its design cost and overtakes at the break-even volume.</figcaption></figure>
<h2>The Costs People Forget</h2>
<p>Custom hardware is more than a schematic and a layout. A realistic plan includes:</p>
<ul><li>Two or three prototype revisions before the design is ready for production</li><li>Pre-compliance checks and formal EMC, safety and radio testing at an accredited laboratory</li><li>Production test: test points, a programming and test fixture, and firmware to check each board</li><li>Component sourcing, lead times and the occasional redesign when a part reaches end of life</li><li>Documentation for manufacture, certification and future engineers</li></ul>
<h2>Checklist</h2>
<p>Answer these before you decide:</p>
<ul><li>Is the idea proven on a development board, and do users want it?</li><li>How many units a year, and for how many years?</li><li>What size, shape and connectors does the enclosure allow?</li><li>Does it run from mains, a rechargeable battery or a primary cell, and for how long?</li><li>What temperature, vibration, moisture and handling must it survive?</li><li>Which markings and approvals does it need in each market, with or without a radio?</li><li>How long must the same hardware stay available, and who controls its revisions?</li><li>Who owns the design files and the firmware?</li></ul>
<h2>Ready to Move Beyond the Development Board?</h2>
<p>Tell us where your prototype is today, and we will help you choose between a ready-made board, a module on a carrier board and a fully custom design.</p>
<p><a href="/contact?subject=Custom+Hardware+Inquiry">Discuss Your Hardware</a></p>',
'Hardware Design', '/images/blog-custom-vs-off-the-shelf.svg', 480, 270, 'A large generic development board next to a compact custom circuit board', NULL, 'When a development board or module is enough, when a custom PCB pays for itself, the costs people forget, and a checklist for deciding.', 'published', '2026-11-27 00:00:01', '2026-11-27 00:00:01', '2026-11-27 00:00:01');

INSERT INTO publications (kind, slug, title, summary, body_html, category, cover_src, cover_width, cover_height, cover_alt, meta_title, meta_description, status, published_at, created_at, updated_at)
VALUES ('article', 'esp32-vs-stm32', 'ESP32 vs. STM32: Picking the Right Platform', 'Built-in Wi-Fi or real-time precision? We weigh up the ESP32 and STM32 families on connectivity, power, peripherals and ecosystem.',
'<p>Espressif&#39;s ESP32 and ST&#39;s STM32 are two of the most widely used microcontroller families, and clients often ask which one to build on. They are less rivals than tools for different jobs: the ESP32 is a wireless system-on-chip with a processor attached, the STM32 a broad range of microcontrollers built around precise control and peripherals. Both are families, so the first step is to compare the right members.</p>
<h2>Who Is Who in Each Family</h2>
<table><thead><tr><th>Part</th><th>What it is</th></tr></thead><tbody><tr><th>ESP32</th><td>The original: two Xtensa LX6 cores at up to 240 MHz, Wi-Fi and Bluetooth Classic and Low Energy.</td></tr><tr><th>ESP32-S3</th><td>Two Xtensa LX7 cores with vector instructions for signal processing and small neural networks, Wi-Fi and Bluetooth LE, USB.</td></tr><tr><th>ESP32-C3 and ESP32-C6</th><td>A single RISC-V core with Wi-Fi and Bluetooth LE; the C6 adds Wi-Fi 6 and an IEEE 802.15.4 radio for Thread and Zigbee.</td></tr><tr><th>STM32C0, G0, F4 and G4</th><td>Cortex-M0+ and M4 parts from low-cost control to mixed-signal work; the G4 adds fast comparators, op-amps and a high-resolution timer for power conversion and motor control.</td></tr><tr><th>STM32L4 and U5</th><td>Low-power Cortex-M4 and M33 parts; the U5 adds TrustZone.</td></tr><tr><th>STM32H7</th><td>Cortex-M7 at several hundred megahertz, for graphics, audio and heavy signal processing.</td></tr><tr><th>STM32WB, WBA and WL</th><td>STM32s with a radio: Bluetooth LE, Thread and Zigbee on the WB and WBA, LoRa and other sub-GHz links on the WL.</td></tr></tbody></table>
<figure><img src="/images/articles/platform-blocks.svg" alt="Two block diagrams side by side. ESP32: processor cores, Wi-Fi and Bluetooth radios, internal RAM, and a cache in front of external flash. STM32: a Cortex-M core with on-chip flash, advanced timers, ADCs and analogue, wired interfaces such as CAN FD and USB, and low-power modes." width="640" height="420"><figcaption>The two platforms side by side: the ESP32 centres on its radios and runs code from external flash through a cache; the STM32 centres on on-chip flash, timers and analogue peripherals.</figcaption></figure>
<h2>Connectivity</h2>
<p>If the product must join a Wi-Fi network, the ESP32 is hard to beat. The radio, its protocol stack and a TCP/IP stack come with the chip, and pre-certified modules with an antenna keep the radio approval short. STM32 has no mainstream Wi-Fi part: an STM32 design adds a separate Wi-Fi module, often an ESP32 running Espressif&#39;s AT firmware as a network co-processor.</p>
<p>For Bluetooth LE only, both work: ESP32-C3, C6 and S3 on one side, STM32WB and WBA on the other. For LoRa or other sub-GHz links the STM32WL has the radio on chip. For wired links the STM32 range is wider, with CAN FD, several USB options, Ethernet on larger parts and many UARTs, SPI and I2C buses.</p>
<h2>Real-Time Behaviour</h2>
<p>An STM32 runs its code from on-chip flash through an accelerator or cache built for it, and its interrupt latency is a small, known number of cycles. Its advanced timers produce complementary PWM with dead time, capture encoder signals and trigger ADC conversions in hardware. That is why motor drives, power converters and precise measurement usually end up on an STM32 or a similar Cortex-M part.</p>
<p>Most ESP32 parts run their code from external flash through a cache, and the Wi-Fi stack needs processor time at moments the application does not choose. Both are manageable: time-critical routines can be placed in internal RAM, and on a dual-core ESP32 one core can be left to the application. The ESP32&#39;s motor-control PWM and remote-control peripherals are capable. But timing on an ESP32 takes more care to make predictable, and that care must be designed and tested.</p>
<h2>Power</h2>
<p>Typical datasheet figures, for the chip alone at room temperature: an ESP32 in deep sleep with its RTC timer running draws roughly 5 to 10 μA depending on the variant, while an STM32L4 or U5 in its stop modes with the RTC running typically draws about 1 to 3 μA, and far less in standby or shutdown. Module and board currents come on top.</p>
<p>The larger difference is the radio. Wi-Fi transmission draws peaks of a few hundred milliamps, Espressif recommends a supply that can deliver 500 mA, and joining a network can keep the radio busy for a second or more. A Wi-Fi device on a coin cell is not practical; on a rechargeable battery that reports a few times an hour it can be. A product that only needs a short radio message every few minutes is usually better served by Bluetooth LE, LoRa or a wired link.</p>
<h2>Analogue, Security and Ecosystem</h2>
<p>The original ESP32&#39;s ADC is known for non-linearity near the ends of its range and needs calibration, which later ESP32 variants improve. STM32 ADCs, from 12 to 16 bits depending on the family, are well characterised, and many parts add DACs, comparators and op-amps, which matters when a measurement is the product&#39;s purpose.</p>
<p>Both families offer secure boot and protected key storage. Recent ESP32 variants encrypt their external flash, and STM32 parts with a Cortex-M33, such as the U5 and H5, add Arm TrustZone to isolate security code from the application. Tooling is mature on both sides: ESP-IDF on FreeRTOS for the ESP32; STM32CubeMX, the HAL and LL drivers and any Arm toolchain for the STM32; and Zephyr supports both. Both manufacturers publish longevity commitments, which we check for the exact part before a design is fixed.</p>
<h2>Choose an ESP32 When</h2>
<ul><li>The product must connect to Wi-Fi or talk to a phone or the cloud directly</li><li>It is mains-powered or has a rechargeable battery</li><li>Connectivity at the lowest bill of materials matters more than precise timing</li><li>A pre-certified module will shorten the radio approval</li></ul>
<h2>Choose an STM32 When</h2>
<ul><li>The product controls motors, power stages or actuators in real time</li><li>Measurement accuracy and analogue peripherals matter</li><li>It runs for years on a primary battery</li><li>You need one family from a small, cheap part up to a fast one, with wired interfaces like CAN FD</li></ul>
<h2>Often, Both</h2>
<p>Many products need Wi-Fi and precise control at once, and then the best answer is often both chips. An STM32 runs the time-critical control and measurement; an ESP32 module beside it handles Wi-Fi and the cloud connection. A UART or SPI link with a small, versioned message protocol joins them, and firmware updates are planned for both processors from the start, with the ESP32 fetching and checking the STM32&#39;s image. Each chip then does what it is best at, and a fault in the network code cannot disturb the control loop.</p>
<h2>Checklist</h2>
<p>Answer these before you pick a part:</p>
<ul><li>Which radios and wired interfaces must the product have, in which markets?</li><li>Which tasks have hard deadlines, and how short are they?</li><li>What is the power source, and what average current can it afford?</li><li>What must be measured, and to what accuracy?</li><li>Does it need secure boot, encrypted storage or isolated keys?</li><li>How will firmware be updated in the field, and on how many processors?</li><li>What volume and unit cost, and how long must the part stay available?</li></ul>
<h2>Not Sure Which Platform Fits?</h2>
<p>Tell us what your product must connect to, control and measure, and we will recommend a platform and show you why.</p>
<p><a href="/contact?subject=Platform+Selection+Inquiry">Ask Our Engineers</a></p>',
'Microcontrollers', '/images/blog-esp32-vs-stm32.svg', 480, 270, 'Two microcontroller chips labelled ESP32 and STM32 side by side', NULL, 'Espressif''s ESP32 and ST''s STM32 families compared on connectivity, real-time behaviour, power, analogue peripherals, security and ecosystem, with a checklist.', 'published', '2026-11-27 00:00:00', '2026-11-27 00:00:00', '2026-11-27 00:00:00');

INSERT INTO publication_versions (publication_id, fields_json, action, changed_by, changed_at)
SELECT id,
  json_object('title', title, 'slug', slug, 'summary', summary, 'bodyHtml', body_html, 'category', category,
    'coverPictureId', cover_picture_id, 'coverSrc', cover_src, 'coverWidth', cover_width, 'coverHeight', cover_height,
    'coverAlt', cover_alt, 'metaTitle', meta_title, 'metaDescription', meta_description, 'usedPaths', json(used_paths)),
  'publish', 'migration 0015 (moved from the code)', created_at
FROM publications ORDER BY id;
