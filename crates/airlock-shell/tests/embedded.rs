//! Issue 21: the embedded toolchains as tables. Building, testing and signing firmware is the
//! project's family; writing the build to a board on the desk, resetting it and debugging it is
//! the one `development board` family across west, the probes' tools, esptool, idf.py,
//! PlatformIO and mcumgr; reads run at once; whole-chip erases, fuses, read-back protection,
//! probes and boards reached over the network, foreign images, signing keys and commands run
//! in every repository always ask.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

mod common;

use airlock_shell::{Level, judge};
use common::{ENV, allowed, always_ask, family, project_family};

const BOARD: &str = "development board";

/// Each script asks once under a key of its own: neither the project's nor the board's family.
fn asks_on_its_own(scripts: &[&str]) {
    let bad: Vec<String> = scripts
        .iter()
        .filter_map(|s| {
            let v = judge(s, &ENV);
            let shared = matches!(
                v.grant.as_deref(),
                Some("project build/test/run" | "development board")
            );
            (v.level != Level::AskOnce || shared)
                .then(|| format!("{s:?}: {:?} `{}` grant {:?}", v.level, v.row, v.grant))
        })
        .collect();
    assert!(
        bad.is_empty(),
        "should ask on their own:\n{}",
        bad.join("\n")
    );
}

#[test]
fn west_builds_tests_and_fetches_the_manifest_as_the_project() {
    project_family(&[
        "west update",
        "west update --narrow -o=--depth=1",
        "west build -b nrf52840dk/nrf52840 app --sysbuild -p always",
        "west build -p -b native_sim tests/soil -d build-test -t run",
        "west build -d build -t app_rom_report | tail -40",
        "west build -b nrf52840dk/nrf52840 app -- -DEXTRA_CONF_FILE=overlay-debug.conf",
        "west twister -T tests -p native_sim --coverage --coverage-tool gcovr",
        "west twister -T tests/soil -p qemu_cortex_m3 -v --inline-logs",
        "west sign -t imgtool -d build",
        "west init -l app",
        "west manifest --freeze -o pinned.yml",
    ]);
}

#[test]
fn west_reads_run_at_once() {
    allowed(&[
        "west list",
        "west status",
        "west diff",
        "west topdir",
        "west manifest --resolve | head -30",
        "west manifest --validate",
        "west boards | grep nrf52",
        "west config build.board",
        "west config -l",
        "west --version",
        "west blobs list",
    ]);
}

#[test]
fn flashing_and_debugging_a_board_is_one_family_across_tools() {
    family(
        BOARD,
        &[
            "west flash",
            "west flash -d build --runner jlink",
            "west flash -r nrfjprog -d build/app",
            "west debug -d build",
            "west debugserver",
            "west attach",
            "west build -d build -t flash",
            "west twister --device-testing --device-serial /dev/ttyACM0 -p nrf52840dk/nrf52840 -T tests",
            "nrfjprog --program build/zephyr/zephyr.hex --sectorerase --verify",
            "nrfjprog -f NRF52 --pinreset",
            // A board's reset restarts its chip: nothing is thrown away.
            "nrfjprog --reset",
            "nrfjprog -r",
            "nrfjprog -f NRF52 --program build/zephyr/zephyr.hex --sectorerase --verify --reset",
            "nrfutil device program --firmware build/merged.hex --traits jlink",
            "nrfutil device reset",
            "openocd -f board/st_nucleo_f4.cfg -c 'program build/zephyr/zephyr.elf verify reset exit'",
            "openocd -f interface/cmsis-dap.cfg -f target/nrf52.cfg",
            "pyocd flash -t nrf52840 build/zephyr/zephyr.hex",
            "pyocd gdbserver -t nrf52840",
            "pyocd erase --sector 0x40000",
            "probe-rs run --chip nRF52840_xxAA target/thumbv7em-none-eabihf/debug/app",
            "probe-rs download --chip STM32F411RETx target/app.elf",
            "probe-rs reset --chip nRF52840_xxAA",
            "cargo flash --chip nRF52840_xxAA --release",
            "cargo embed --release",
            "cargo +nightly flash --chip STM32F411RETx --example blinky",
            "JLinkGDBServer -device NRF52840_XXAA -if SWD -speed 4000",
            "esptool.py --chip esp32 -p /dev/ttyUSB0 write_flash 0x1000 build/app.bin",
            "esptool --port /dev/ttyUSB0 write-flash 0x0 build/merged.bin",
            "esptool.py -p /dev/ttyUSB0 read_flash 0 0x400000 dump.bin",
            "idf.py -p /dev/ttyUSB0 flash monitor",
            "idf.py app-flash",
            "idf.py monitor",
            "pio run -e nucleo_f411re -t upload",
            "platformio run --target upload --upload-port /dev/ttyACM0",
            "pio device monitor -b 115200",
            "pio test -e nucleo_f411re",
            "mcumgr --conntype serial --connstring 'dev=/dev/ttyACM0,baud=115200' image upload build/app/zephyr/zephyr.signed.bin",
            "mcumgr -c acm0 image confirm",
            "mcumgr --conntype ble --connstring peer_name=SoilProbe reset",
        ],
    );
}

#[test]
fn reads_of_boards_probes_and_images_run_at_once() {
    allowed(&[
        "sleep 5 && mcumgr --conntype serial --connstring 'dev=/dev/ttyACM0,baud=115200' echo hello",
        "mcumgr -c acm0 image list",
        "mcumgr -c acm0 stat smp_svr_stats",
        "imgtool verify build/app/zephyr/zephyr.signed.bin",
        "imgtool dumpinfo build/zephyr/zephyr.signed.bin",
        "nrfjprog --ids",
        "nrfjprog --memrd 0x10000060 --n 8",
        "nrfutil device list",
        "probe-rs list",
        "cargo flash --list-chips",
        "probe-rs info",
        "pyocd list",
        "esptool.py chip_id",
        "esptool.py -p /dev/ttyUSB0 flash_id",
        "esptool.py image_info build/app.bin",
        "espefuse.py -p /dev/ttyUSB0 summary",
        "idf.py --version",
        "pio boards nrf52",
        "pio device list",
        "pio pkg list",
        "bluetoothctl --timeout 10 scan on | grep -i soilprobe",
        "bluetoothctl devices",
        "bluetoothctl info AA:BB:CC:DD:EE:FF",
        "JLinkRTTClient",
    ]);
}

#[test]
fn cross_toolchains_binutils_are_the_tools_they_prefix() {
    allowed(&[
        "arm-zephyr-eabi-addr2line -e build/app/zephyr/zephyr.elf 0x0002a4f1",
        "arm-none-eabi-objdump -d build/zephyr/zephyr.elf | head -50",
        "arm-none-eabi-size build/zephyr/zephyr.elf",
        "riscv64-unknown-elf-nm -S --size-sort build/app.elf",
        "xtensa-esp32-elf-readelf -S build/app.elf",
        "aarch64-linux-gnu-objdump -h out/app",
    ]);
    project_family(&[
        "arm-none-eabi-gcc -c src/main.c -o build/main.o",
        "arm-none-eabi-objcopy -O binary build/app.elf build/app.bin",
        "x86_64-w64-mingw32-gcc -o build/app.exe src/main.c",
    ]);
    // Names that end like a tool but carry no architecture are not the tool.
    asks_on_its_own(&["my-disk-size report", "font-size check"]);
}

#[test]
fn the_project_builds_firmware_images() {
    project_family(&[
        "idf.py build",
        "idf.py set-target esp32s3",
        "idf.py size-components",
        "idf.py fullclean",
        "pio run",
        "pio run -e nucleo_f411re",
        "pio test -e native",
        "pio test -e nucleo --without-uploading",
        "pio check",
        "pio pkg install",
        "esptool.py --chip esp32 elf2image build/app.elf",
        "esptool.py --chip esp32 merge_bin -o build/merged.bin 0x1000 build/bootloader.bin",
        "imgtool sign --version 1.4.0 --header-size 0x200 --slot-size 0x67000 build/app.bin build/app.signed.bin",
    ]);
    family(
        "registry add dependency",
        &[
            "pio pkg install -l bblanchon/ArduinoJson",
            "idf.py add-dependency espressif/led_strip",
        ],
    );
}

#[test]
fn destroying_burning_and_remote_neighbours_always_ask() {
    always_ask(&[
        // A whole chip erased or recovered: its settings, bonds and logs are gone.
        "west flash --erase",
        "west flash -d build --recover",
        "nrfjprog --eraseall",
        "nrfjprog -e",
        "nrfjprog --recover",
        "nrfjprog --program build/zephyr/zephyr.hex --chiperase --verify",
        "nrfjprog --eraseall --reset",
        // Another program's `--reset` still throws its data away.
        "kafka-consumer-groups --bootstrap-server kafka.prod:9092 --group g --reset-offsets --execute",
        "nrfjprog --rbp ALL",
        "nrfutil device erase --all",
        "nrfutil device recover",
        "openocd -f board/x.cfg -c 'init; stm32f4x mass_erase 0; exit'",
        "openocd -f board/x.cfg -c 'init; flash protect 0 0 last on; exit'",
        "pyocd erase --chip -t nrf52840",
        "probe-rs erase --chip nRF52840_xxAA",
        "cargo flash --chip nRF52840_xxAA --allow-erase-all",
        "cargo flash --chip nRF52840_xxAA --chip-erase",
        "probe-rs download --chip-erase --chip nRF52840_xxAA app.elf",
        "esptool.py erase_flash",
        "esptool --port /dev/ttyUSB0 erase-flash",
        "idf.py erase-flash",
        "idf.py -p /dev/ttyUSB0 erase_otadata",
        "pio run -t erase",
        "pio run -e uno -t fuses",
        "mcumgr -c acm0 image erase",
        // Fuses and signing keys: cannot be undone, or a credential.
        "espefuse.py burn_efuse FLASH_CRYPT_CNT",
        "espefuse.py -p /dev/ttyUSB0 burn_key flash_encryption key.bin",
        "idf.py efuse-burn",
        "espsecure.py generate_signing_key secure_boot_signing_key.pem",
        "imgtool keygen -k ~/.mcuboot/soilworks-root-ec-p256.pem -t ecdsa-p256",
        "imgtool keygen -k build/new.pem -t ed25519",
        "imgtool getpriv -k build/new.pem",
        "nrfutil keys generate private.pem",
        // Another machine: a probe over IP, a server for every interface, a board over UDP.
        "west flash -r jlink --tool-opt='-ip 192.0.2.4'",
        "nrfjprog --ip 10.0.0.2 --program x.hex",
        "JLinkExe -ip 192.0.2.8 -device NRF52",
        "JLinkGDBServer -device NRF52 -nolocalhostonly",
        "JLinkGDBServer -device NRF52 -select IP=192.0.2.8",
        "openocd -f board/x.cfg -c 'bindto 0.0.0.0'",
        "pyocd gdbserver --allow-remote",
        "probe-rs gdb --chip nRF52840_xxAA --gdb-connection-string 0.0.0.0:1337",
        "mcumgr --conntype udp --connstring=192.0.2.1 image list",
        "esptool.py --port rfc2217://192.0.2.9:4000 write_flash 0x0 a.bin",
        "pio remote run -t upload",
        "pio run -e esp32 -t upload --upload-port 192.168.1.50",
        "pio run -t upload --upload-port soilprobe.local",
        "idf.py -p rfc2217://192.0.2.9:4000 flash",
        // Every repository of the west workspace, the user's settings, the SDK.
        "west forall -c 'git reset --hard && git clean -fdx'",
        "west forall -c 'git status'",
        "west config --global zephyr.base /opt/zephyr",
        "west sdk install",
        // PlatformIO's account, publishing and global packages.
        "pio account show",
        "pio pkg publish",
        "pio pkg install -g -l foo",
        "pio upgrade",
        // Making this machine visible to every device around, forgetting a pairing.
        "bluetoothctl discoverable on",
        "bluetoothctl remove AA:BB:CC:DD:EE:FF",
        "bluetoothctl power off",
    ]);
}

#[test]
fn foreign_images_and_unseen_commands_ask_on_their_own() {
    asks_on_its_own(&[
        "west flash --hex-file /tmp/other.hex",
        "west flash -d ../other-app/build",
        "mcumgr -c acm0 image upload ~/Downloads/fw.bin",
        "JLinkExe -device NRF52 -if SWD -CommandFile flash.jlink",
        "nrfjprog --memwr 0x10001208 --val 0",
        "west init -m https://github.com/zephyrproject-rtos/example-application --mr main",
        "west config build.board nrf52840dk/nrf52840",
        "esptool.py erase_region 0x9000 0x6000",
        "bluetoothctl connect AA:BB:CC:DD:EE:FF",
        "pyocd commander",
        "west zephyr-export",
    ]);
}

/// Embedded Rust's own tools: cargo-binutils build the crate then read the binary (the
/// project's family); `elf2uf2-rs` converts (a build) unless it deploys to a board or opens
/// its console; picotool and probe-rs read a board's information at once, load and reboot it
/// in the board's family, and erase it or burn its OTP fuses only with a question each time;
/// defmt-print reads a log from its input, and from a board's port is a console on the board;
/// a power profiler supplies the board. A word inside a path (`…/release/fw`) is no subcommand.
#[test]
fn embedded_rust_tools_read_build_or_write_the_board() {
    project_family(&[
        "cargo size --release -- -A",
        "cargo objdump --release -- -h",
        "cargo nm --release -- --size-sort",
        "cargo readobj --bin fw -- --file-headers",
        "cargo objcopy --release -- -O binary target/fw.bin",
        "cargo strip --release",
        "elf2uf2-rs target/thumbv6m-none-eabi/release/airnest-fw /tmp/airnest-fw.uf2",
        "elf2uf2-rs target/thumbv6m-none-eabi/release/fw fw.uf2",
    ]);
    allowed(&[
        "picotool info -a",
        "picotool info",
        "picotool version",
        "picotool otp list",
        "picotool verify fw.uf2",
        "probe-rs list",
        "probe-rs info",
        "cat defmt.log | defmt-print -e target/thumbv6m-none-eabi/release/fw",
        "defmt-print -e target/thumbv6m-none-eabi/release/fw stdin < log.bin",
        "elf2uf2-rs --help",
        "ppk2-cli --help",
    ]);
    family(
        BOARD,
        &[
            "picotool load -x target/fw.uf2",
            "picotool reboot",
            "picotool save -a dump.bin",
            "elf2uf2-rs -d target/thumbv6m-none-eabi/release/fw",
            "elf2uf2-rs --deploy --serial target/thumbv6m-none-eabi/release/fw",
            "defmt-print -e target/thumbv6m-none-eabi/release/fw serial --path /dev/ttyACM0",
            "defmt-print -e target/thumbv6m-none-eabi/release/fw tcp --port 19021",
            "ppk2-cli measure --voltage 3300 --duration 120 --out /tmp/lp.csv",
            "cargo embed --release",
        ],
    );
    always_ask(&[
        "picotool erase",
        "picotool otp set 0x48 1",
        "picotool otp load otp.json",
        "probe-rs erase --chip RP2040",
        "mytool target/thumbv6m-none-eabi/release/fw && mytool release",
        "mytool app/deploy",
        "mytool delete target/x/y",
        // A path's last part is the file or task the program is told to run or act on.
        "mytool run src/deploy",
        "mytool run src/app/deploy",
        "mytool src/deploy",
        "mytool env/prod/apply",
        "mywrap stacks/prod/destroy",
        "mytool a/b/delete",
        "mytool build/release",
        "mytool src/app:publish",
    ]);
}

/// A word in a path's folders is no subcommand of an unknown program: the program's build output
/// is named as any file is, once.
#[test]
fn a_folder_named_release_is_no_release() {
    for s in [
        "mytool target/thumbv6m-none-eabi/release/fw",
        "mytool target/release/fw",
        "mytool build/release/app",
        "mytool dist/publish/index",
    ] {
        let v = judge(s, &ENV);
        assert_eq!(v.level, Level::AskOnce, "{s}: {}", v.row);
    }
}
