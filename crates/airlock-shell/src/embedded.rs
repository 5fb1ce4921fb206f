//! Tables of the embedded toolchains: Zephyr's `west` and twister, MCUboot's `imgtool` and
//! `mcumgr`, the debug probes' command lines (Nordic's `nrfjprog` and `nrfutil`, OpenOCD,
//! pyOCD, probe-rs and its `cargo flash`/`cargo embed`, SEGGER's J-Link), Espressif's
//! `esptool`, `espefuse`, `espsecure` and `idf.py`, PlatformIO, the Arduino command line
//! (`arduino-cli`), BlueZ's `bluetoothctl`, and the
//! cross toolchains' binutils (`arm-none-eabi-objdump` is `objdump`, [`cross_tool`]).
//!
//! Three kinds of work, each with its own answer:
//! - Building, testing and signing the firmware (`west build`, `west twister` on a simulated
//!   board, `idf.py build`, `pio run`, `imgtool sign`) runs the project's own code on this
//!   machine: the project's family, as `cmake --build` is. Fetching what the west manifest pins
//!   (`west update`) is the project's build, as `npm ci` is.
//! - Writing the project's build to a board on the developer's desk, resetting it, a debugger
//!   or a serial console attached to it (`west flash`, `nrfjprog --program`, `openocd -c
//!   program`, `probe-rs run`, `esptool write_flash`, `idf.py flash monitor`, `pio run -t
//!   upload`, `mcumgr image upload`) is one family of its own, [`BOARD_FAMILY`]: a careful
//!   developer lets an agent flash the dev kit once a session is approved, but that yes is not
//!   the build's, since the board is a physical device whose firmware the build does not
//!   replace by itself.
//! - Reads (listings, the manifest, a probe's ids, an image's header, a board's echo) run at once.
//!
//! What always asks, whatever was approved: erasing a whole chip or recovering it (its stored
//! settings, bonds and logs are gone: `--erase`, `--recover`, `erase_flash`, `probe-rs erase`),
//! burning fuses and read-back protection (`espefuse`, `nrfjprog --rbp`: cannot be undone), a
//! probe or board reached over the network (`nrfjprog --ip`, J-Link's `-ip`, a GDB server for
//! every interface, `mcumgr` over UDP, `esptool --port rfc2217://…`), a foreign image (a path
//! outside the workspace), signing keys made or printed (`imgtool keygen|getpriv`), a command run
//! in every repository of the west workspace (`west forall`), and installs into the user's
//! environment.

use crate::toolchains::{
    CREDENTIALS, DESTROYING, GLOBAL, Kind, OUTSIDE_WORKSPACE, PUBLISHING, REMOTE, Row,
    SERVICE_STATE, Toolchain, add_dependency, ask, build, danger, extends, outside, project, read,
    seen, tool, unless, with,
};

/// The family of a development board connected to this machine: flashing the project's build
/// to it, resetting it, a debugger or console attached to it.
pub(crate) const BOARD_FAMILY: &str = "development board";

/// The family of the package tests an embedded Linux image carries, run on the device
/// (`ptest-runner`): on another machine, asked once for the exact command there
/// (`remote.rs`).
pub(crate) const DEVICE_TESTS_FAMILY: &str = "tests on the device";

/// Options that erase a whole chip (its settings, bonds and logs with it) or recover a locked
/// one by erasing it, in the flash tools' and west runners' spellings.
const ERASE_ALL: &[&str] = &[
    "--erase",
    "--erase-all",
    "--eraseall",
    "--mass-erase",
    "--chip-erase",
    "--chiperase",
    "--allow-erase-all",
    "--recover",
    "--qspieraseall",
    "--eraseuicr",
    "--rbp",
];

/// A probe reached over the network, in a runner option's value (`--tool-opt="-ip
/// 192.0.2.7"`, a J-Link remote server's `tunnel:`).
const NETWORK_PROBE: &[&str] = &["*-ip *", "-ip*", "*ip=*", "*tunnel:*", "*://*"];

/// west's options whose value is the next word (build, flash, twister, update, forall).
const WEST_VALUES: &[&str] = &[
    "-b",
    "--board",
    "-d",
    "--build-dir",
    "-s",
    "--source-dir",
    "-t",
    "--target",
    "-p",
    "--pristine",
    "-r",
    "--runner",
    "-T",
    "--testsuite-root",
    "-S",
    "--snippet",
    "--shield",
    "-o",
    "--build-opt",
    "--domain",
    "--hex-file",
    "--bin-file",
    "--elf-file",
    "--dev-id",
    "-i",
    "--tool-opt",
    "-m",
    "--manifest-url",
    "--mr",
    "--manifest-rev",
    "-c",
    "-O",
    "--outdir",
    "-j",
    "--jobs",
    "-x",
    "--extra-args",
    "--hardware-map",
    "--device-serial",
    "--west-runner",
    "--west-flash",
    "-z",
    "--zephyr-base",
];

/// Those of west's options whose value the board rows see: an image, a build folder, a
/// runner's own options, a CMake target.
const WEST_SEEN: &[&str] = &[
    "-d",
    "--build-dir",
    "--hex-file",
    "--bin-file",
    "--elf-file",
    "--tool-opt",
    "--dev-id",
    "-i",
    "-t",
    "--target",
];

/// west on a board: flashing, debugging and attaching through a runner, the CMake targets that
/// do the same, and twister's tests run on connected hardware.
const WEST_BOARD: &[Row] = &[
    with(danger("flash", DESTROYING), ERASE_ALL),
    danger("flash", REMOTE).code(NETWORK_PROBE),
    danger("debug*", REMOTE).code(NETWORK_PROBE),
    danger("attach", REMOTE).code(NETWORK_PROBE),
    // An image or a build folder outside the workspace is not the project's build.
    ask("flash").code(OUTSIDE_WORKSPACE),
    build("flash"),
    build("debug"),
    build("debugserver"),
    build("attach"),
    build("rtt"),
    build("build").code(&["flash", "debug", "debugserver", "attach"]),
    with(build("twister"), &["--device-testing"]),
];

/// west's own commands: its reads; the project's builds, tests, signing and the manifest's
/// pinned projects fetched; a new workspace from a URL, the SDK and settings outside the
/// workspace.
const WEST: &[Row] = &[
    // A command run in every repository of the west workspace (`git reset --hard` in each).
    danger("forall", GLOBAL),
    danger("sdk install", GLOBAL),
    with(danger("config", GLOBAL), &["--global", "--system"]),
    read("config $"),
    with(read("config"), &["-l", "--list"]),
    unless(
        read("config * $"),
        &["-d", "--delete", "-D", "--delete-all"],
    ),
    ask("config"),
    unless(read("manifest"), &["-o", "--out"]),
    build("manifest"),
    read("list"),
    read("status"),
    read("diff"),
    read("topdir"),
    read("help"),
    read("boards"),
    read("shields"),
    read("blobs list"),
    read("sdk list"),
    read("completion"),
    build("build"),
    build("twister"),
    build("update"),
    build("sign"),
    build("spdx"),
    build("bindesc"),
    build("robot"),
    build("simulate"),
    with(build("init"), &["-l", "--local"]),
    ask("init"),
    ask("blobs"),
    ask("packages"),
    ask("zephyr-export"),
];

/// MCUboot's image tool: verifying and dumping an image and printing a public key read;
/// signing the build is the project's; making or printing a private key is a credential.
const IMGTOOL: &[Row] = &[
    danger("getpriv", CREDENTIALS),
    danger("keygen", CREDENTIALS),
    read("verify"),
    read("getpub"),
    read("getpubhash"),
    read("dumpinfo"),
    read("version"),
    build("sign"),
    build("create"),
];

/// `mcumgr` (and the older `newtmgr`) talk to a board's SMP server over serial or BLE: its
/// echo, image list and statistics read; uploading, testing and confirming an image, a reset,
/// the board's files and shell are the board's family; erasing the staged image destroys it; a
/// board reached over UDP is another machine; connection profiles are the user's settings.
const MCUMGR: &[Row] = &[
    danger("...", REMOTE).code(&["*udp*"]),
    danger("image erase", DESTROYING),
    ask("image upload").code(OUTSIDE_WORKSPACE),
    ask("conn"),
    read("echo"),
    read("image list"),
    read("image $"),
    read("stat*"),
    read("taskstat"),
    read("mpstat"),
    read("datetime $"),
    read("version"),
    read("help"),
    read("log list"),
    read("log level_list"),
    read("log module_list"),
    build("image *"),
    build("reset"),
    build("fs *"),
    build("datetime"),
    build("log *"),
    build("shell *"),
    build("crash *"),
];

/// mcumgr's options whose value is the next word.
const MCUMGR_VALUES: &[&str] = &[
    "--conntype",
    "--connstring",
    "-c",
    "--conn",
    "-t",
    "--timeout",
    "-r",
    "--tries",
    "-l",
    "--loglevel",
    "--hci",
    "-i",
];

/// Nordic's `nrfjprog`, whose commands are its options: programming, resetting and reading a
/// board's memory into a file are the board's family; its ids and a memory read print;
/// erasing everything, recovering and read-back protection destroy what the chip holds; a
/// J-Link over IP is another machine; raw memory writes ask under their words.
const NRFJPROG: &[Row] = &[
    with(danger("", REMOTE), &["--ip"]),
    with(danger("", DESTROYING), ERASE_ALL),
    with(danger("", DESTROYING), &["-e"]),
    with(ask(""), &["--memwr", "--ramwr", "--erasepage"]),
    with(
        build(""),
        &[
            "--program",
            "--sectorerase",
            "--sectoranduicrerase",
            "--reset",
            "-r",
            "--pinreset",
            "--debugreset",
            "--run",
            "--halt",
            "--verify",
            "--readcode",
            "--readuicr",
            "--readram",
            "--readqspi",
        ],
    ),
    with(
        read(""),
        &[
            "--ids",
            "-i",
            "--memrd",
            "--readregs",
            "--deviceversion",
            "--com",
            "--version",
        ],
    ),
];

/// nrfjprog's options whose value is the next word.
const NRFJPROG_VALUES: &[&str] = &[
    "-f",
    "--family",
    "-s",
    "--snr",
    "--program",
    "--memrd",
    "--memwr",
    "--val",
    "--n",
    "--readcode",
    "--readuicr",
    "--readram",
    "--readqspi",
    "--clockspeed",
    "-c",
    "--ip",
    "--qspiini",
    "--log",
];

/// `nrfutil`: a device's listing and information read; programming, resetting and DFU are the
/// board's family; erasing and recovering a device destroy what it holds; its keys are
/// credentials; installing commands and upgrading change the user's environment.
const NRFUTIL: &[Row] = &[
    danger("device erase", DESTROYING),
    danger("device recover", DESTROYING),
    danger("device ...", DESTROYING).code(&["*erase_all*"]),
    danger("keys *", CREDENTIALS),
    danger("install", GLOBAL),
    danger("self-upgrade", GLOBAL),
    danger("upgrade", GLOBAL),
    danger("uninstall", GLOBAL),
    read("device list"),
    read("device device-info"),
    read("device core-info"),
    read("device fw-info"),
    read("list"),
    read("search"),
    read("--version"),
    read("version"),
    build("device *"),
    build("dfu *"),
];

/// OpenOCD: a run that programs, verifies, resets or serves GDB for the board on this machine
/// is the board's family; its commands (`-c`) that erase the whole chip or sectors by hand, set
/// protection or option bytes, listen beyond this machine or run programs ask.
const OPENOCD: &[Row] = &[
    danger("...", DESTROYING).code(&[
        "*mass_erase*",
        "*erase_sector*",
        "*erase_address*",
        "*erase_all*",
        "*protect*",
        "*lock*",
        "*option_write*",
        "*otp*",
    ]),
    danger("...", REMOTE).code(&["*bindto*"]),
    ask("...").code(&["*exec*"]),
    build(""),
];

/// OpenOCD's options whose value is the next word; the commands (`-c`) are what its rows see.
const OPENOCD_VALUES: &[&str] = &[
    "-f",
    "--file",
    "-c",
    "--command",
    "-s",
    "--search",
    "-d",
    "--debug",
    "-l",
    "--log_output",
];

/// pyOCD: listings read; flashing, loading, a sector's erase, resets and its GDB server on this
/// machine are the board's family; a chip's or mass erase destroys it; a server open to other
/// machines reaches them; its commander and packs ask under their words.
const PYOCD: &[Row] = &[
    with(danger("", REMOTE), &["--allow-remote"]),
    with(danger("erase", DESTROYING), &["--chip", "-c", "--mass"]),
    read("list"),
    read("json"),
    read("pack find"),
    read("pack show"),
    read("--version"),
    ask("pack"),
    ask("commander"),
    ask("cmd"),
    build("flash"),
    build("load"),
    build("erase"),
    build("gdbserver"),
    build("gdb"),
    build("reset"),
    build("rtt"),
];

/// pyOCD's options whose value is the next word.
const PYOCD_VALUES: &[&str] = &[
    "-t",
    "--target",
    "-u",
    "--uid",
    "--probe",
    "-f",
    "--frequency",
    "--pack",
    "-a",
    "--base-address",
    "--format",
    "-p",
    "--port",
    "-T",
    "--telnet-port",
    "--config",
];

/// probe-rs: listings, a chip's information, memory reads and a verify read; running,
/// downloading, resetting, attaching and its GDB and DAP servers on this machine are the
/// board's family; an erase of the chip destroys what it holds; a GDB server for every
/// interface reaches other machines.
const PROBE_RS: &[Row] = &[
    danger("erase", DESTROYING),
    with(danger("", DESTROYING), ERASE_ALL),
    danger("...", REMOTE).code(&["0.0.0.0*", "[::]*"]),
    read("list"),
    read("info"),
    read("chip *"),
    read("read"),
    read("verify"),
    read("complete"),
    build("run"),
    build("download"),
    build("reset"),
    build("attach"),
    build("gdb"),
    build("dap-server"),
    build("write"),
    build("trace"),
    build("itm"),
    build("benchmark"),
    build("debug"),
    build("profile"),
];

/// probe-rs' options whose value is the next word; the GDB server's address is seen.
const PROBE_RS_VALUES: &[&str] = &[
    "--chip",
    "--probe",
    "--speed",
    "--protocol",
    "--format",
    "--base-address",
    "--gdb-connection-string",
    "--port",
    "--connect-under-reset",
];

/// probe-rs' cargo subcommands (`cargo flash`, `cargo embed`): building the crate and writing
/// it to the board, then (embed) its RTT console and GDB server, are the board's family; their
/// listings read; an erase of the whole chip destroys what it holds.
const CARGO_FLASH: &[Row] = &[
    with(danger("", DESTROYING), ERASE_ALL),
    with(
        read(""),
        &["--list-chips", "--list-probes", "--version", "-V", "--help"],
    ),
    build(""),
];

/// Raspberry Pi's `picotool`: a device's or a file's information, its OTP rows and a verify
/// read; loading, saving, rebooting and configuring a board in BOOTSEL mode are the board's
/// family; erasing its flash destroys what it holds, and writing OTP (one-time programmable
/// fuses: keys, boot settings) cannot be undone.
const PICOTOOL: &[Row] = &[
    danger("erase", DESTROYING),
    read("otp list"),
    read("otp get"),
    read("otp dump"),
    danger("otp", DESTROYING),
    read("info"),
    read("version"),
    read("help"),
    read("verify"),
    read("partition info"),
    build("load"),
    build("save"),
    build("reboot"),
    build("config"),
    build("uf2"),
    build("seal"),
    build("encrypt"),
    build("partition"),
    build("coprodis"),
];

/// picotool's options whose value is the next word.
const PICOTOOL_VALUES: &[&str] = &[
    "-t",
    "--type",
    "-o",
    "--offset",
    "--bus",
    "--address",
    "--vid",
    "--pid",
    "--ser",
    "--family",
    "-r",
    "--range",
];

/// `elf2uf2-rs ELF [UF2]` converts the project's ELF into a UF2 file: the project's build; with
/// `-d`/`--deploy` it copies the UF2 to an RP2040 mounted in BOOTSEL mode and with
/// `-s`/`--serial` it opens the board's console: the board's family.
const ELF2UF2_BOARD: &[Row] = &[with(build(""), &["-d", "--deploy", "-s", "--serial"])];

/// elf2uf2-rs without a board: its help and version read, a conversion builds.
const ELF2UF2: &[Row] = &[
    with(read(""), &["-h", "--help", "-V", "--version"]),
    build(""),
];

/// defmt's `defmt-print -e ELF [stdin|serial|tcp]` decodes a firmware's log frames with the
/// ELF's table: from its standard input it only reads; from a board's serial port or a probe's
/// RTT over TCP it is a console attached to the board, the board's family.
const DEFMT_PRINT: &[Row] = &[build("serial"), build("tcp"), read("")];

/// defmt-print's options whose value is the next word.
const DEFMT_PRINT_VALUES: &[&str] = &[
    "-e",
    "--log-format",
    "--host-log-format",
    "--path",
    "--baud",
    "--host",
    "--port",
];

/// A power profiler's command line (Nordic's PPK2: `ppk2-cli measure --voltage 3300`) supplies
/// and measures the board on the desk: the board's family; its listings, help and version read.
const POWER_PROFILER: &[Row] = &[
    read("list"),
    read("devices"),
    with(read(""), &["-h", "--help", "-V", "--version"]),
    build(""),
];

/// SEGGER's J-Link Commander runs the commands of its command file (which may erase the chip),
/// unseen: it asks under its words; a J-Link reached over IP is another machine.
const JLINK_EXE: &[Row] = &[with(danger("", REMOTE), &["-ip", "-IP"])];

/// J-Link's GDB server on this machine is the board's family; one listening beyond this
/// machine, or a J-Link selected by IP, reaches other machines.
const JLINK_GDB: &[Row] = &[
    with(danger("", REMOTE), &["-nolocalhostonly"]),
    danger("...", REMOTE).code(&["ip=*", "0"]),
    build(""),
];

/// J-Link's GDB server's options whose value is the next word; a selection and the
/// localhost-only switch are seen.
const JLINK_VALUES: &[&str] = &[
    "-device",
    "-if",
    "-speed",
    "-port",
    "-swoport",
    "-telnetport",
    "-endian",
    "-select",
    "-LocalhostOnly",
    "-localhostonly",
    "-jlinkscriptfile",
    "-settingsfile",
    "-rtos",
    "-log",
];

/// Espressif's esptool on a board: its ids, an image's header and a flash's verify read;
/// writing and reading the flash, loading RAM and running are the board's family; erasing the
/// whole flash destroys what it holds (a region's erase asks under its words); a serial port
/// reached over the network (`rfc2217://`, `socket://`) is another machine.
const ESPTOOL_BOARD: &[Row] = &[
    danger("...", REMOTE).code(&["*://*"]),
    danger("erase_flash", DESTROYING),
    danger("erase-flash", DESTROYING),
    ask("erase_region"),
    ask("erase-region"),
    ask("write_mem"),
    ask("write-mem"),
    ask("write_flash_status"),
    ask("write-flash-status"),
    read("chip_id"),
    read("chip-id"),
    read("flash_id"),
    read("flash-id"),
    read("read_mac"),
    read("read-mac"),
    read("image_info"),
    read("image-info"),
    read("version"),
    read("get_security_info"),
    read("get-security-info"),
    read("verify_flash"),
    read("verify-flash"),
    read("read_flash_status"),
    read("read-flash-status"),
    read("read_mem"),
    read("read-mem"),
    build("write_flash"),
    build("write-flash"),
    build("read_flash"),
    build("read-flash"),
    build("dump_mem"),
    build("dump-mem"),
    build("load_ram"),
    build("load-ram"),
    build("run"),
];

/// esptool's conversions of the project's build (`elf2image`, `merge_bin`) are its build.
const ESPTOOL_BUILD: &[Row] = &[build("elf2image"), build("merge_bin"), build("merge-bin")];

/// esptool's options whose value is the next word; the port is seen.
const ESPTOOL_VALUES: &[&str] = &[
    "-p",
    "--port",
    "-b",
    "--baud",
    "-c",
    "--chip",
    "--before",
    "--after",
    "-fm",
    "--flash_mode",
    "--flash-mode",
    "-ff",
    "--flash_freq",
    "--flash-freq",
    "-fs",
    "--flash_size",
    "--flash-size",
    "-o",
    "--output",
];

/// espefuse burns one-time fuses, which no command takes back: only its summaries read.
const ESPEFUSE: &[Row] = &[
    read("summary"),
    read("dump"),
    read("get_custom_mac"),
    read("get-custom-mac"),
    read("check_error"),
    read("check-error"),
    read("adc_info"),
    read("adc-info"),
];

/// espsecure: making keys is a credential; signing, verifying, digests and flash encryption
/// of the project's images are its build.
const ESPSECURE: &[Row] = &[
    danger("generate*", CREDENTIALS),
    read("verify*"),
    build("sign*"),
    build("digest*"),
    build("encrypt*"),
    build("decrypt*"),
];

/// `idf.py` on a board: any flash target, the monitor, OpenOCD and GDB are the board's family;
/// erasing the flash or the OTA data destroys what it holds; burning fuses cannot be undone;
/// its summaries read.
const IDF_BOARD: &[Row] = &[
    // A serial port reached over the network (`-p rfc2217://host:port`).
    danger("...", REMOTE).code(&["*://*"]),
    danger("... erase*", DESTROYING),
    read("efuse-summary"),
    read("efuse_summary"),
    read("efuse-dump"),
    read("efuse_dump"),
    danger("... efuse*", DESTROYING),
    danger("... secure-generate*", CREDENTIALS),
    danger("... secure_generate*", CREDENTIALS),
    build("... *flash*"),
    build("... monitor"),
    build("... openocd"),
    build("... gdb*"),
    build("... read-otadata"),
    build("... read_otadata"),
];

/// `idf.py`'s project commands: builds, configuration, size reports and cleans are the
/// project's; the component manager's dependencies are the dependency family.
const IDF: &[Row] = &[
    read("--version"),
    read("docs"),
    add_dependency("add-dependency"),
    add_dependency("update-dependencies"),
    build("*"),
];

/// idf.py's options whose value is the next word.
const IDF_VALUES: &[&str] = &[
    "-p",
    "--port",
    "-b",
    "--baud",
    "-C",
    "--project-dir",
    "-B",
    "--build-dir",
    "-D",
    "--define-cache-entry",
    "-G",
    "--generator",
];

/// PlatformIO's tests on the host (a `native` environment) are the project's.
const PIO_NATIVE: &[Row] = &[build("test").code(&["native*"])];

/// PlatformIO on a board: an upload, a monitor, a programmer or a debugging session are the
/// board's family (tests upload to the board unless told not to); erasing the chip and
/// writing fuses or a bootloader destroy what it holds; an upload to a device's network
/// address and the remote agent reach other machines.
const PIO_BOARD: &[Row] = &[
    danger("...", DESTROYING).code(&["erase", "fuses", "bootloader"]),
    // An upload over the network (a device's address or mDNS name: an OTA update).
    danger("...", REMOTE).code(&["*.*.*.*", "*.local", "*://*"]),
    danger("remote", REMOTE),
    build("run").code(&["upload*", "monitor", "program*", "debug"]),
    unless(build("test"), &["--without-uploading", "--without-testing"]),
    build("device monitor"),
    build("debug"),
];

/// PlatformIO's project commands: builds, checks and the project's declared packages are the
/// project's; a named library, platform or tool is a dependency; the account, publishing,
/// global packages, settings and upgrades always ask.
const PIO: &[Row] = &[
    danger("account", CREDENTIALS),
    danger("org", CREDENTIALS),
    danger("team", CREDENTIALS),
    danger("access", CREDENTIALS),
    danger("pkg publish", PUBLISHING),
    danger("pkg unpublish", PUBLISHING),
    danger("upgrade", GLOBAL),
    danger("settings set", GLOBAL),
    danger("settings reset", GLOBAL),
    with(danger("pkg *", GLOBAL), &["-g", "--global"]),
    with(
        add_dependency("pkg install"),
        &["-l", "--library", "-p", "--platform", "-t", "--tool"],
    ),
    add_dependency("pkg update"),
    add_dependency("update"),
    read("--version"),
    read("boards"),
    read("system info"),
    read("device list"),
    read("pkg list"),
    read("pkg show"),
    read("pkg search"),
    read("pkg outdated"),
    read("project config"),
    read("settings get"),
    read("platform list"),
    read("platform show"),
    read("platform search"),
    read("lib list"),
    read("lib show"),
    read("lib search"),
    build("run"),
    build("test"),
    build("check"),
    build("ci"),
    build("init"),
    build("project init"),
    build("pkg install"),
    build("pkg uninstall"),
    build("pkg pack"),
];

/// PlatformIO's options whose value is the next word; an environment and a target are seen.
const PIO_VALUES: &[&str] = &[
    "-e",
    "--environment",
    "-t",
    "--target",
    "-d",
    "--project-dir",
    "-c",
    "--project-conf",
    "--upload-port",
    "--monitor-port",
    "-b",
    "--baud",
    "-f",
    "--filter",
    "-i",
    "--ignore",
];

/// The Arduino command line on a board: an upload (or a compile that uploads, `-u`), a serial
/// monitor and a debugging session are the board's family; burning a bootloader replaces what
/// the chip boots and a network port (an OTA upload to `192.168.1.20`, `*.local`) reaches
/// another machine: always asked.
const ARDUINO_BOARD: &[Row] = &[
    danger("burn-bootloader", DESTROYING),
    danger("...", REMOTE).code(&["*.*.*.*", "*.local", "*://*"]),
    build("upload"),
    with(build("compile"), &["-u", "--upload"]),
    build("monitor"),
    build("debug"),
];

/// The Arduino command line (`arduino-cli`): boards, cores, libraries, the configuration and
/// the sketch's settings read; compiling the sketch and a new sketch are the project's; a core
/// or a library of the index is a dependency, one from a git URL or a zip file (which the
/// configuration must be changed to allow) a source nobody declared; the configuration, index
/// updates, uninstalls, upgrades and the cache change the user's installation for every
/// project: always asked.
const ARDUINO: &[Row] = &[
    danger("config set", GLOBAL),
    danger("config add", GLOBAL),
    danger("config remove", GLOBAL),
    danger("config delete", GLOBAL),
    danger("config init", GLOBAL),
    with(
        danger("lib install", crate::toolchains::SOURCES),
        &["--git-url", "--zip-path"],
    ),
    danger("core uninstall", GLOBAL),
    danger("lib uninstall", GLOBAL),
    danger("upgrade", GLOBAL),
    danger("core upgrade", GLOBAL),
    danger("lib upgrade", GLOBAL),
    danger("update", GLOBAL),
    danger("core update-index", GLOBAL),
    danger("lib update-index", GLOBAL),
    danger("cache clean", GLOBAL),
    danger("daemon", REMOTE),
    read("version"),
    read("board list"),
    read("board listall"),
    read("board search"),
    read("board details"),
    read("core list"),
    read("core search"),
    read("lib list"),
    read("lib search"),
    read("lib examples"),
    read("lib deps"),
    read("outdated"),
    read("config dump"),
    read("config get"),
    build("compile"),
    build("sketch new"),
    add_dependency("core install"),
    add_dependency("lib install"),
];

/// The Arduino command line's options whose value is the next word.
const ARDUINO_VALUES: &[&str] = &[
    "-b",
    "--fqbn",
    "-p",
    "--port",
    "-l",
    "--protocol",
    "--build-path",
    "--output-dir",
    "--config-file",
    "--config-dir",
    "--additional-urls",
    "--format",
    "--log-level",
    "--build-property",
    "--profile",
    "-m",
    "--profile-name",
    "--programmer",
    "-P",
    "-c",
    "--config",
    "--library",
    "--libraries",
];

/// BlueZ's `bluetoothctl`: the adapter, its devices and a scan for advertisements read;
/// connecting, pairing and trusting ask under their words; making this machine discoverable,
/// pairable or advertising shows it to every device around, and removing a device or powering
/// the adapter changes this machine's state.
const BLUETOOTHCTL: &[Row] = &[
    danger("discoverable on", REMOTE),
    danger("pairable on", REMOTE),
    danger("advertise *", REMOTE),
    danger("remove", GLOBAL),
    danger("power", GLOBAL),
    danger("system-alias", GLOBAL),
    read("show"),
    read("list"),
    read("devices"),
    read("paired-devices"),
    read("info"),
    read("scan"),
    read("version"),
    read("help"),
    ask("connect"),
    ask("disconnect"),
    ask("pair"),
    ask("trust"),
    ask("untrust"),
];

/// The cross toolchains' programs a table knows, each behind its target's prefix
/// (`arm-none-eabi-objdump`, `riscv64-unknown-elf-gcc`, `arm-zephyr-eabi-addr2line`).
const CROSS_TOOLS: &[&str] = &[
    "addr2line",
    "objdump",
    "nm",
    "size",
    "readelf",
    "c++filt",
    "objcopy",
    "gcc",
    "g++",
    "cc",
    "c++",
    "gdb",
];

/// The architectures a cross toolchain's prefix starts with.
const CROSS_ARCHES: &[&str] = &[
    "arm*",
    "aarch64*",
    "riscv*",
    "xtensa*",
    "x86_64*",
    "i386",
    "i486",
    "i586",
    "i686",
    "mips*",
    "powerpc*",
    "ppc*",
    "avr",
    "msp430",
    "arc",
    "sparc*",
    "m68k",
    "sh",
    "sh4",
    "nios2",
    "or1k",
    "loongarch*",
    "s390x",
    "csky",
    "microblaze*",
    "thumb*",
];

/// The program a cross toolchain's prefixed name stands for: `<arch>-<vendor or os>[-<abi>]-TOOL`
/// with a known architecture, each part letters, digits or `_`, and TOOL one of
/// [`CROSS_TOOLS`]; `None` for any other name (`my-disk-size` has no architecture).
pub(crate) fn cross_tool(program: &str) -> Option<&'static str> {
    let tool = CROSS_TOOLS.iter().find(|t| {
        program
            .strip_suffix(**t)
            .and_then(|p| p.strip_suffix('-'))
            .is_some_and(cross_prefix)
    })?;
    Some(tool)
}

fn cross_prefix(prefix: &str) -> bool {
    let parts: Vec<&str> = prefix.split('-').collect();
    parts.len() >= 2
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
        && parts.first().is_some_and(|arch| {
            CROSS_ARCHES
                .iter()
                .any(|g| airlock_facts::component_matches(g, arch))
        })
}

/// A board's table: its rows in the board's family, before the program's own table.
const fn board(t: Toolchain) -> Toolchain {
    extends(outside(Toolchain {
        family: BOARD_FAMILY,
        ..t
    }))
}

/// The tables, each row naming why; tried before every other table.
pub(crate) const TOOLCHAINS: &[Toolchain] = &[
    board(seen(
        tool(&["west"], BOARD_FAMILY, WEST_VALUES, WEST_BOARD, Kind::Ask),
        WEST_SEEN,
    )),
    project(tool(&["west"], "west", WEST_VALUES, WEST, Kind::Ask)),
    project(tool(
        &["imgtool", "imgtool.py"],
        "imgtool",
        &[
            "-k",
            "--key",
            "--align",
            "-v",
            "--version",
            "-H",
            "--header-size",
            "-S",
            "--slot-size",
        ],
        IMGTOOL,
        Kind::Ask,
    )),
    outside(seen(
        tool(
            &["mcumgr", "newtmgr"],
            BOARD_FAMILY,
            MCUMGR_VALUES,
            MCUMGR,
            Kind::Ask,
        ),
        &["--conntype", "--connstring"],
    )),
    outside(tool(
        &["nrfjprog"],
        BOARD_FAMILY,
        NRFJPROG_VALUES,
        NRFJPROG,
        Kind::Ask,
    )),
    outside(tool(
        &["nrfutil"],
        BOARD_FAMILY,
        &[
            "--serial-number",
            "--firmware",
            "--options",
            "--x-family",
            "--traits",
        ],
        NRFUTIL,
        Kind::Ask,
    )),
    outside(seen(
        tool(
            &["openocd"],
            BOARD_FAMILY,
            OPENOCD_VALUES,
            OPENOCD,
            Kind::Ask,
        ),
        &["-c", "--command"],
    )),
    outside(tool(
        &["pyocd"],
        BOARD_FAMILY,
        PYOCD_VALUES,
        PYOCD,
        Kind::Ask,
    )),
    outside(seen(
        tool(
            &["probe-rs"],
            BOARD_FAMILY,
            PROBE_RS_VALUES,
            PROBE_RS,
            Kind::Ask,
        ),
        &["--gdb-connection-string"],
    )),
    outside(tool(
        &["cargo-flash", "cargo-embed"],
        BOARD_FAMILY,
        &[
            "--chip",
            "--probe",
            "--speed",
            "--protocol",
            "--bin",
            "--example",
            "--package",
            "-p",
        ],
        CARGO_FLASH,
        Kind::Build,
    )),
    outside(tool(
        &["picotool"],
        BOARD_FAMILY,
        PICOTOOL_VALUES,
        PICOTOOL,
        Kind::Ask,
    )),
    board(tool(
        &["elf2uf2-rs", "elf2uf2"],
        BOARD_FAMILY,
        &[],
        ELF2UF2_BOARD,
        Kind::Ask,
    )),
    project(tool(
        &["elf2uf2-rs", "elf2uf2"],
        "elf2uf2",
        &[],
        ELF2UF2,
        Kind::Build,
    )),
    outside(tool(
        &["defmt-print"],
        BOARD_FAMILY,
        DEFMT_PRINT_VALUES,
        DEFMT_PRINT,
        Kind::Ask,
    )),
    outside(tool(
        &["ppk2-cli", "ppk2"],
        BOARD_FAMILY,
        &[
            "--voltage",
            "--duration",
            "--out",
            "-o",
            "--port",
            "-p",
            "--mode",
        ],
        POWER_PROFILER,
        Kind::Ask,
    )),
    project(tool(
        &["flip-link"],
        "flip-link",
        &[],
        &[build("")],
        Kind::Build,
    )),
    outside(tool(
        &["JLinkExe", "JLink.exe", "JLink"],
        "jlink",
        &[
            "-device",
            "-if",
            "-speed",
            "-ip",
            "-IP",
            "-CommandFile",
            "-commandfile",
        ],
        JLINK_EXE,
        Kind::Ask,
    )),
    outside(seen(
        tool(
            &["JLinkGDBServer", "JLinkGDBServerCLExe", "JLinkGDBServerExe"],
            BOARD_FAMILY,
            JLINK_VALUES,
            JLINK_GDB,
            Kind::Ask,
        ),
        &["-select", "-LocalhostOnly", "-localhostonly"],
    )),
    tool(&["JLinkRTTClient"], "jlink", &[], &[read("")], Kind::Read),
    outside(tool(
        &["JLinkRTTLogger"],
        BOARD_FAMILY,
        &[],
        &[build("")],
        Kind::Build,
    )),
    board(seen(
        tool(
            &["esptool", "esptool.py"],
            BOARD_FAMILY,
            ESPTOOL_VALUES,
            ESPTOOL_BOARD,
            Kind::Ask,
        ),
        &["-p", "--port"],
    )),
    project(tool(
        &["esptool", "esptool.py"],
        "esptool",
        ESPTOOL_VALUES,
        ESPTOOL_BUILD,
        Kind::Ask,
    )),
    tool(
        &["espefuse", "espefuse.py"],
        "espefuse",
        &["-p", "--port", "-b", "--baud", "-c", "--chip"],
        ESPEFUSE,
        Kind::Danger(DESTROYING),
    ),
    project(tool(
        &["espsecure", "espsecure.py"],
        "espsecure",
        &["-k", "--keyfile", "-o", "--output", "--version"],
        ESPSECURE,
        Kind::Ask,
    )),
    board(seen(
        tool(
            &["idf.py", "idf"],
            BOARD_FAMILY,
            IDF_VALUES,
            IDF_BOARD,
            Kind::Ask,
        ),
        &["-p", "--port"],
    )),
    project(tool(&["idf.py", "idf"], "idf", IDF_VALUES, IDF, Kind::Ask)),
    extends(project(seen(
        tool(
            &["pio", "platformio"],
            "platformio",
            PIO_VALUES,
            PIO_NATIVE,
            Kind::Ask,
        ),
        &["-e", "--environment"],
    ))),
    board(seen(
        tool(
            &["arduino-cli"],
            BOARD_FAMILY,
            ARDUINO_VALUES,
            ARDUINO_BOARD,
            Kind::Ask,
        ),
        &["-p", "--port"],
    )),
    project(tool(
        &["arduino-cli"],
        "arduino",
        ARDUINO_VALUES,
        ARDUINO,
        Kind::Ask,
    )),
    board(seen(
        tool(
            &["pio", "platformio"],
            BOARD_FAMILY,
            PIO_VALUES,
            PIO_BOARD,
            Kind::Ask,
        ),
        &["-t", "--target", "--upload-port"],
    )),
    project(tool(
        &["pio", "platformio"],
        "platformio",
        PIO_VALUES,
        PIO,
        Kind::Ask,
    )),
    tool(
        &["bluetoothctl"],
        "bluetoothctl",
        &["--timeout", "-t", "--agent", "-a"],
        BLUETOOTHCTL,
        Kind::Ask,
    ),
    project(tool(
        &["kas", "kas-container"],
        "kas",
        KAS_VALUES,
        KAS,
        Kind::Ask,
    )),
    project(tool(
        &["bitbake"],
        "bitbake",
        BITBAKE_VALUES,
        BITBAKE,
        Kind::Build,
    )),
    project(tool(
        &["bitbake-layers"],
        "bitbake-layers",
        &["-c", "--color", "-F", "--force", "--branch", "-b"],
        BITBAKE_LAYERS,
        Kind::Ask,
    )),
    project(tool(
        &[
            "bitbake-getvar",
            "bitbake-dumpsig",
            "bitbake-diffsigs",
            "oe-pkgdata-util",
            "oe-depends-dot",
        ],
        "bitbake",
        &["-r", "--recipe", "-t", "--task", "-p", "--pkgdata-dir"],
        YOCTO_READS,
        Kind::Read,
    )),
    project(tool(
        &["oe-selftest"],
        "oe-selftest",
        &[
            "-r",
            "--run-tests",
            "-j",
            "--num-processes",
            "-R",
            "--skip-tests",
        ],
        OE_SELFTEST,
        Kind::Build,
    )),
    project(tool(
        &["devtool"],
        "devtool",
        DEVTOOL_VALUES,
        DEVTOOL,
        Kind::Ask,
    )),
    project(tool(
        &["oelint-adv"],
        "oelint-adv",
        &[
            "--constantmods",
            "--rulefile",
            "--jobs",
            "--release",
            "--suppress",
            "--mode",
            "--messageformat",
            "--color",
            "--layer",
        ],
        OELINT,
        Kind::Build,
    )),
    outside(tool(
        &["uuu"],
        BOARD_FAMILY,
        &["-b", "-d", "-m", "-t", "-T", "-pp", "-dm"],
        UUU,
        Kind::Build,
    )),
    outside(tool(
        &["grabserial"],
        BOARD_FAMILY,
        GRABSERIAL_VALUES,
        GRABSERIAL,
        Kind::Ask,
    )),
    project(tool(
        &["rauc"],
        "rauc",
        RAUC_VALUES,
        RAUC,
        Kind::Danger(GLOBAL),
    )),
    tool(
        &["fw_printenv"],
        "fw_printenv",
        &["-c", "--config", "-f", "--defenv"],
        &[read("...")],
        Kind::Read,
    ),
    tool(
        &["fw_setenv"],
        "fw_setenv",
        &["-c", "--config", "-f", "--defenv", "-s", "--script"],
        &[],
        Kind::Danger(GLOBAL),
    ),
    tool(
        &["ptest-runner"],
        DEVICE_TESTS_FAMILY,
        &["-d", "-t", "-x", "-e"],
        PTEST_RUNNER,
        Kind::Build,
    ),
    seen(
        tool(
            &["swupdate", "swupdate-client"],
            "swupdate",
            SWUPDATE_VALUES,
            SWUPDATE,
            Kind::Danger(GLOBAL),
        ),
        &["-i", "--image", "-f", "--file"],
    ),
    tool(
        &["mender", "mender-update"],
        "mender",
        &[
            "-c",
            "--config",
            "-f",
            "--fallback-config",
            "-l",
            "--log-level",
            "-d",
            "--data",
        ],
        MENDER,
        Kind::Danger(GLOBAL),
    ),
];

/// rauc's options whose value is the next word.
const RAUC_VALUES: &[&str] = &[
    "-c",
    "--conf",
    "--cert",
    "--key",
    "--keyring",
    "--intermediate",
    "--mount",
    "--override-boot-slot",
    "--output-format",
    "--handler-args",
    "--signing-keyring",
    "--encryption-key",
    "--to",
    "--trust-environment",
];

/// RAUC, the A/B updater of an embedded Linux device: its status and a bundle's information
/// read; a bundle built, signed, converted or extracted on this machine is the project's
/// build. An installation writes the other slot, booted at the next reboot: the service
/// state category (on a bench board of a private network, asked once for its exact command,
/// `remote.rs`), but a bundle fetched from the network (to install it or to read its
/// information) always asks; marking slots good, bad or
/// active changes what boots, writing a slot directly replaces it, and the daemon is the
/// machine's.
const RAUC: &[Row] = &[
    danger("status mark-*", GLOBAL),
    danger("mark-*", GLOBAL),
    danger("write-slot", DESTROYING),
    danger("install", GLOBAL).code(&["*://*"]),
    danger("install", SERVICE_STATE),
    // `rauc info URL` downloads the bundle to read it: a fetch from the network.
    danger("info", GLOBAL).code(&["*://*"]),
    read("$"),
    read("status"),
    read("info"),
    read("--version"),
    read("--help"),
    build("bundle"),
    build("resign"),
    build("convert"),
    build("extract"),
    build("extract-signature"),
    build("replace-signature"),
    build("encrypt"),
];

/// ptest-runner, which runs the package tests an image carries: its listing reads; a run is
/// the device's tests ([`DEVICE_TESTS_FAMILY`]).
const PTEST_RUNNER: &[Row] = &[read("...").needs(&["-l", "-h"]), build("...")];

/// swupdate's options whose value is the next word.
const SWUPDATE_VALUES: &[&str] = &[
    "-i",
    "--image",
    "-f",
    "--file",
    "-k",
    "--key",
    "-l",
    "--loglevel",
    "-e",
    "--select",
    "-H",
    "--hwrevision",
    "-p",
    "--postupdate",
    "-P",
    "--preupdate",
];

/// SWUpdate: checking an image (`-c`) and its version read; installing a local image
/// (`-i`, or handed to the running daemon by `swupdate-client`) is the service state category,
/// as `rauc install` is; its downloader, its server connection (suricatta), its web server and
/// the commands it runs before and after an update are the machine's.
const SWUPDATE: &[Row] = &[
    with(
        danger("...", GLOBAL),
        &[
            "-d",
            "--download",
            "-u",
            "--suricatta",
            "-w",
            "--webserver",
            "-p",
            "--postupdate",
            "-P",
            "--preupdate",
        ],
    ),
    // An image named by a URL is fetched from the network, checked or installed.
    danger("...", GLOBAL).code(&["*://*"]),
    with(read("..."), &["-c", "--check", "-h", "--help", "--version"]),
    with(danger("...", SERVICE_STATE), &["-i", "--image"]),
    danger("*.swu", SERVICE_STATE),
];

/// Mender's client (`mender`, and `mender-update` since Mender 4): the installed artifact and
/// what it provides read; an installation of a local artifact and its commit are the service
/// state category; one from the network, a rollback, the daemon and the server's
/// authorisation are the machine's.
const MENDER: &[Row] = &[
    // An artifact named by a URL is fetched from the network, whatever is done with it.
    danger("...", GLOBAL).code(&["*://*"]),
    read("show-artifact"),
    read("show-provides"),
    with(
        read(""),
        &[
            "-show-artifact",
            "--show-artifact",
            "-version",
            "--version",
            "--help",
        ],
    ),
    danger("install *://*", GLOBAL),
    danger("install", SERVICE_STATE),
    danger("commit", SERVICE_STATE),
    with(
        danger("*://*", GLOBAL),
        &["-install", "--install", "-rootfs"],
    ),
    with(
        danger("...", SERVICE_STATE),
        &["-install", "--install", "-rootfs", "-commit", "--commit"],
    ),
];

/// kas's options whose value is the next word (the shell's script is judged apart, see
/// `walk.rs`).
const KAS_VALUES: &[&str] = &[
    "-c",
    "--command",
    "--target",
    "--task",
    "--skip",
    "-l",
    "--log-level",
    "--runtime-args",
    "--engine",
    "--ssh-dir",
    "--aws-dir",
    "--repo-ref",
];

/// kas (and its container wrapper): it checks out the layers the project's kas files pin and
/// runs BitBake on them, the project's build as `west update` and `west build` are; the
/// script its shell is given is judged on its own. The build's own output cleaned is the
/// project's (`clean`); the shared state, downloads and checked-out layers thrown away are not
/// (`purge`, `cleansstate`, `cleanall`). Credentials handed to the build (`--ssh-dir`,
/// `--aws-dir`, `--git-credential-store`, the agent), a command in every layer's repository
/// (`for-all-repos`) and the environment printed (`dump --resolve-env`) always ask; an
/// interactive shell is asked once on its own.
const KAS: &[Row] = &[
    danger("...", CREDENTIALS).needs(&[
        "--ssh-dir",
        "--aws-dir",
        "--git-credential-store",
        "--ssh-agent",
    ]),
    danger("dump", CREDENTIALS).needs(&["--resolve-env"]),
    danger("for-all-repos", "a command run in every layer's repository"),
    read("--version"),
    read("--help"),
    read("dump"),
    build("checkout"),
    build("build"),
    build("lock"),
    build("clean"),
    build("shell").needs(&["-c", "--command"]),
    ask("shell"),
    ask("purge"),
    ask("cleansstate"),
    ask("cleanall"),
];

/// BitBake's options whose value is the next word.
const BITBAKE_VALUES: &[&str] = &[
    "-c",
    "--cmd",
    "-r",
    "--read",
    "-R",
    "--postread",
    "-I",
    "--ignore-deps",
    "-l",
    "--log-domains",
    "-S",
    "--dump-signatures",
    "--runall",
    "--runonly",
    "-b",
    "--buildfile",
    "-u",
    "--ui",
];

/// BitBake: builds, tests (`-c testimage` boots the image in QEMU on this machine) and prints
/// of the project's recipes and configuration (`-e`, `-g`, `-s`) are the project's work, as
/// `make` is; its version only reads.
const BITBAKE: &[Row] = &[read("--version"), read("-h"), read("--help")];

/// bitbake-layers: listings of the project's layers, recipes and appends read; adding,
/// removing or creating a layer changes the build's `bblayers.conf` or the project's layers
/// (the project's files); fetching a layer from the layer index fetches new code.
const BITBAKE_LAYERS: &[Row] = &[
    read("show-*"),
    read("layerindex-show-depends"),
    read("--help"),
    add_dependency("layerindex-fetch"),
    build("add-layer"),
    build("remove-layer"),
    build("create-layer"),
    build("create-layers-setup"),
    build("save-build-conf"),
];

/// BitBake's and OpenEmbedded's reporting tools: a variable's value, a task's signature, the
/// packages' data of the last build, its dependency graph: reads.
const YOCTO_READS: &[Row] = &[read("...")];

/// oe-selftest: OpenEmbedded's own tests of the build system, run on this machine.
const OE_SELFTEST: &[Row] = &[read("--help"), read("--list-tests"), read("-l")];

/// devtool's options whose value is the next word.
const DEVTOOL_VALUES: &[&str] = &[
    "--basepath",
    "-c",
    "--color",
    "-s",
    "--srcrev",
    "-B",
    "--srcbranch",
];

/// devtool: a recipe's source checked out into the project's workspace, built, changed,
/// updated and reset are the project's work; what it sends to another machine (`deploy-target`,
/// `undeploy-target`: over ssh, as root on the target) always asks, and an upgrade fetches new
/// code.
const DEVTOOL: &[Row] = &[
    danger("deploy-target", REMOTE),
    danger("undeploy-target", REMOTE),
    read("status"),
    read("search"),
    read("latest-version"),
    read("check-upgrade-status"),
    read("--help"),
    add_dependency("upgrade"),
    build("modify"),
    build("add"),
    build("build"),
    build("build-image"),
    build("build-sdk"),
    build("update-recipe"),
    build("finish"),
    build("reset"),
    build("edit-recipe"),
    build("configure-help"),
    build("create-workspace"),
    build("rename"),
    build("menuconfig"),
];

/// `devtool deploy-target`'s and `undeploy-target`'s flags that change only how it copies:
/// check the target's free space or not, show progress, a dry run, keep or drop the files'
/// owners, strip the binaries or not, skip the check of the machine the build was for.
const DEVTOOL_DEPLOY_FLAGS: &[&str] = &[
    "-c",
    "--no-check-space",
    "-s",
    "--show-status",
    "-n",
    "--dry-run",
    "-p",
    "--no-preserve",
    "-S",
    "--strip",
    "--no-strip",
    "--no-host-check",
];

/// `devtool deploy-target RECIPE TARGET` (and `undeploy-target`) to a machine of a private
/// network ([`crate::remote::private_destination`]: `root@192.168.7.2`, a `.local` or tailnet
/// name): the embedded developer's loop of building a recipe and installing it on the board on
/// the bench, over ssh as root there. It is what a routine remote command on that machine is
/// (`remote.rs`: an update staged from a local bundle there asks once for that command), so it
/// asks once for that recipe on that machine: a repeat of the loop is the same answer; another
/// recipe, another machine, the other verb asks again. A machine of the internet, a word named
/// for production, a word built at run time, another ssh program (`-e`), a port given
/// otherwise than as a number and any option not in [`DEVTOOL_DEPLOY_FLAGS`] keep devtool's
/// row, which always asks.
pub(crate) fn deploy_to_bench_device(
    name: &str,
    args: &[String],
    c: &crate::Command,
) -> Option<crate::Verdict> {
    if name != "devtool"
        || c.dynamic.iter().any(|d| *d)
        || args.iter().any(|a| crate::knowledge::names_production(a))
    {
        return None;
    }
    let at = args.iter().position(|a| !a.starts_with('-'))?;
    let verb = args.get(at)?.as_str();
    if at != 0 || !matches!(verb, "deploy-target" | "undeploy-target") {
        return None;
    }
    let mut operands = Vec::new();
    let mut rest = args.get(at + 1..)?.iter();
    while let Some(a) = rest.next() {
        if matches!(a.as_str(), "-P" | "--port") {
            rest.next().filter(|p| p.parse::<u16>().is_ok())?;
        } else if a.starts_with('-') {
            DEVTOOL_DEPLOY_FLAGS.contains(&a.as_str()).then_some(())?;
        } else {
            operands.push(a.as_str());
        }
    }
    let [recipe, target] = operands.as_slice() else {
        return None;
    };
    let machine = target.split_once(':').map_or(*target, |(m, _)| m);
    let host = machine.rsplit_once('@').map_or(machine, |(_, h)| h);
    if host.is_empty() || !crate::remote::private_destination(host) {
        return None;
    }
    let family = format!("devtool {verb} {recipe} on {host}");
    let mut v = crate::knowledge::verdict(
        crate::Level::AskOnce,
        crate::Effect::Exec,
        format!("knowledge: devtool {verb} to a machine of a private network"),
        format!(
            "`devtool {verb} {recipe}` installs or removes the recipe's build on `{host}`, a machine of a private network (a board on the bench), as root over ssh; one approval covers `{family}` for the session, never another recipe or machine"
        ),
    );
    v.grant = Some(family);
    v.outside = true;
    Some(v)
}

/// oelint-adv, the linter of BitBake recipes: it reads, and with `--fix` rewrites, the
/// project's recipes, as a formatter does.
const OELINT: &[Row] = &[
    unless(read("..."), &["--fix", "--release"]),
    read("--version"),
];

/// NXP's Universal Update Utility: it writes the project's image to a board on the USB bus
/// (its eMMC or SD card, by its boot ROM), as the other flash tools do; its listings of the
/// boards connected read.
const UUU: &[Row] = &[read("...").needs(&["-lsusb", "-h", "-bshow", "-ls"])];

/// grabserial's options whose value is the next word.
const GRABSERIAL_VALUES: &[&str] = &[
    "-d",
    "--device",
    "-b",
    "--baudrate",
    "-w",
    "--width",
    "-p",
    "--parity",
    "-s",
    "--stopbits",
    "-e",
    "--endtime",
    "-c",
    "--command",
    "-m",
    "--match",
    "-q",
    "--quitpat",
    "-i",
    "--instantpat",
    "-o",
    "--output",
    "-l",
    "--launchtime",
];

/// grabserial: it reads the console of a board on a serial port (a `-c` command is sent to
/// it first), the board's family as a serial monitor is; where it saves what it read is
/// checked apart (`knowledge::PROJECT_OUTPUT_OPTIONS`).
const GRABSERIAL: &[Row] = &[read("--version"), read("-h"), read("--help"), build("$")];
